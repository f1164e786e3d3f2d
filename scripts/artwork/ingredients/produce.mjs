// @ts-check
// Fruit and vegetables.
import { darken, lighten, mix } from "../color.mjs";
import { noiseRect } from "../noise.mjs";
import { blob, leafPath } from "../shapes.mjs";
import { at, closedCurve, group, num, point, toDegrees, toRadians } from "../svg.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("../color.mjs").Shades} Shades */
/** @typedef {"lemon" | "lime" | "orange"} Citrus */
/**
 * A citrus fruit's peel, pith and flesh (light, dark).
 * @typedef {{ peel: Shades, pith: string, flesh: [light: string, dark: string] }} CitrusColors
 */

/**
 * Citrus slice (lemon by default).
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} [rot]
 * @param {{ kind?: Citrus, half?: boolean, semi?: boolean }} [options]
 */
export function citrus(
  scene,
  x,
  y,
  r,
  rot = 0,
  { kind = "lemon", half = false, semi = false } = {},
) {
  const P = /** @satisfies {Record<Citrus, CitrusColors>} */ ({
    lemon: {
      peel: ["#ffe45c", "#f2c21b", "#c98f0b"],
      pith: "#fff8d9",
      flesh: ["#fff1a6", "#ffd84a"],
    },
    lime: {
      peel: ["#8cc63f", "#4f9a24", "#2f6a14"],
      pith: "#eef7d2",
      flesh: ["#e4f5a8", "#b5dc5a"],
    },
    orange: {
      peel: ["#ffb347", "#f28c1b", "#c0600b"],
      pith: "#fff1dc",
      flesh: ["#ffc46b", "#f59222"],
    },
  })[kind];
  let svg = `<circle r="${num(r)}" fill="${scene.radialGradient(
    [
      [0, P.peel[0]],
      [0.75, P.peel[1]],
      [1, P.peel[2]],
    ],
    0.4,
    0.38,
    0.65,
  )}"/>`;
  if (half)
    svg += `<circle r="${num(r * 0.98)}" fill="none" stroke="${darken(P.peel[2], 0.1)}" stroke-width="${num(r * 0.04)}" opacity="0.4"/>`;
  svg += `<circle r="${num(r * 0.88)}" fill="${P.pith}"/>`;
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * 360 + 3.5;
    const a1 = ((i + 1) / n) * 360 - 3.5;
    const r0 = r * 0.1;
    const r1 = r * 0.8;
    /** @type {Point} */
    const p0 = [Math.cos(toRadians(a0)) * r0, Math.sin(toRadians(a0)) * r0];
    /** @type {Point} */
    const p1 = [Math.cos(toRadians(a1)) * r0, Math.sin(toRadians(a1)) * r0];
    const pathData = `M${point(p0)}L${num(Math.cos(toRadians(a0)) * r1)} ${num(Math.sin(toRadians(a0)) * r1)}A${num(r1)} ${num(r1)} 0 0 1 ${num(Math.cos(toRadians(a1)) * r1)} ${num(Math.sin(toRadians(a1)) * r1)}L${point(p1)}Z`;
    svg += `<path d="${pathData}" fill="${scene.radialGradient(
      [
        [0, P.flesh[0]],
        [1, P.flesh[1]],
      ],
      0.5,
      0.5,
      0.6,
    )}" stroke="${P.flesh[1]}" stroke-width="${num(r * 0.03)}" stroke-linejoin="round"/>`;
    for (let k = 0; k < 3; k++) {
      const angle = toRadians(scene.random(a0 + 5, a1 - 5));
      const rr = scene.random(r0 + r * 0.12, r1 - r * 0.08);
      svg += `<ellipse cx="${num(Math.cos(angle) * rr)}" cy="${num(Math.sin(angle) * rr)}" rx="${num(r * 0.07)}" ry="${num(r * 0.025)}" transform="rotate(${num(toDegrees(angle))} ${num(Math.cos(angle) * rr)} ${num(Math.sin(angle) * rr)})" fill="#fff" opacity="0.45"/>`;
    }
  }
  svg += `<circle r="${num(r * 0.09)}" fill="${P.pith}"/>`;
  svg += `<ellipse cx="${num(-r * 0.3)}" cy="${num(-r * 0.35)}" rx="${num(r * 0.35)}" ry="${num(r * 0.18)}" transform="rotate(-35 ${num(-r * 0.3)} ${num(-r * 0.35)})" fill="#fff" opacity="0.3" filter="${scene.blur(num(r * 0.06))}"/>`;
  if (semi) {
    svg = group(
      `clip-path="${scene.clipPath(`<rect x="${num(-r * 1.1)}" y="${num(-r * 1.1)}" width="${num(r * 2.2)}" height="${num(r * 1.1)}"/>`)}"`,
      svg,
    );
    svg += `<rect x="${num(-r)}" y="${num(-r * 0.06)}" width="${num(r * 2)}" height="${num(r * 0.06)}" fill="${P.peel[1]}" opacity="0.6"/>`;
  }
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(num(r * 0.06), num(r * 0.09), num(r * 0.07), 0.4)}">${svg}</g>`;
}

/**
 * Citrus wedge: a half-moon slice.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 * @param {Citrus} [kind]
 */
export function citrusWedge(scene, x, y, length, rot, kind = "lime") {
  return citrus(scene, x, y, length * 0.5, rot, { kind, semi: true });
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function cherryTomato(scene, x, y, r, { calyx = true, rot = 0 } = {}) {
  let svg = `<circle r="${num(r)}" fill="${scene.radialGradient(
    [
      [0, "#ff8a6a"],
      [0.35, "#ef3b24"],
      [0.85, "#c01f12"],
      [1, "#8e140a"],
    ],
    0.38,
    0.36,
    0.66,
    0.3,
    0.28,
  )}"/>`;
  svg += `<ellipse cx="${num(-r * 0.38)}" cy="${num(-r * 0.4)}" rx="${num(r * 0.22)}" ry="${num(r * 0.13)}" transform="rotate(-40 ${num(-r * 0.38)} ${num(-r * 0.4)})" fill="#fff" opacity="0.75" filter="${scene.blur(num(r * 0.05))}"/>`;
  if (calyx) {
    let cal = "";
    for (let i = 0; i < 5; i++) {
      const angle = rot + i * 72 + scene.random(-10, 10);
      cal += `<g transform="rotate(${num(angle)})"><path d="${leafPath(r * 0.55, r * 0.1, { round: 0.1 })}" fill="${scene.linearGradient(
        [
          [0, "#7aa63a"],
          [1, "#3d6a1c"],
        ],
      )}"/></g>`;
    }
    cal += `<circle r="${num(r * 0.12)}" fill="#4d7a22"/>`;
    svg += group(
      `transform="translate(${num(r * 0.05)} ${num(-r * 0.02)})" filter="${scene.dropShadow(1, 2, 1.5, 0.35)}"`,
      cal,
    );
  }
  return `<g ${at(x, y)} filter="${scene.dropShadow(num(r * 0.08), num(r * 0.13), num(r * 0.1), 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function tomatoSlice(scene, x, y, r, rot = 0) {
  let svg = `<path d="${blob(scene, 0, 0, r, r * 0.96, { n: 10, jit: 0.03 })}" fill="${scene.radialGradient(
    [
      [0, "#e8432a"],
      [0.9, "#cf2d18"],
      [1, "#9e190b"],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  svg += `<circle r="${num(r * 0.84)}" fill="${scene.radialGradient(
    [
      [0, "#f26448"],
      [1, "#e23b24"],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  const n = scene.randomInt(4, 5);
  for (let i = 0; i < n; i++) {
    const angle = (i / n) * 360 + rot + scene.random(-8, 8);
    const cx = Math.cos(toRadians(angle)) * r * 0.47;
    const cy = Math.sin(toRadians(angle)) * r * 0.47;
    svg += `<path d="${blob(scene, cx, cy, r * 0.27, r * 0.2, { n: 8, jit: 0.12, rot: angle })}" fill="${scene.radialGradient(
      [
        [0, "#ffc2a6"],
        [0.6, "#f7896a"],
        [1, "#ee5f42"],
      ],
    )}" opacity="0.92"/>`;
    for (let k = 0; k < 5; k++) {
      const t = (k - 2) * 0.18;
      const sx = cx * 0.72 + Math.cos(toRadians(angle + 90)) * r * t;
      const sy = cy * 0.72 + Math.sin(toRadians(angle + 90)) * r * t;
      svg += `<ellipse cx="${num(sx)}" cy="${num(sy)}" rx="${num(r * 0.05)}" ry="${num(r * 0.03)}" transform="rotate(${num(angle + scene.random(-30, 30))} ${num(sx)} ${num(sy)})" fill="#fbe7a8" stroke="#e9b46a" stroke-width="0.6"/>`;
    }
  }
  svg += `<path d="${blob(scene, 0, 0, r * 0.18, r * 0.15, { n: 7, jit: 0.2 })}" fill="#f79a7c" opacity="0.9"/>`;
  svg += `<ellipse cx="${num(-r * 0.35)}" cy="${num(-r * 0.35)}" rx="${num(r * 0.32)}" ry="${num(r * 0.12)}" transform="rotate(-40 ${num(-r * 0.35)} ${num(-r * 0.35)})" fill="#fff" opacity="0.4" filter="${scene.blur(num(r * 0.05))}"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(num(r * 0.05), num(r * 0.08), num(r * 0.06), 0.35)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function scallions(scene, pts, size = 9) {
  return pts
    .map(([x, y]) => {
      const r = size * scene.random(0.7, 1.2);
      const light = scene.rng() < 0.3;
      return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="none" stroke="${light ? "#d9efb0" : scene.pick(["#4f9a2b", "#62ad35", "#3f8a22"])}" stroke-width="${num(r * 0.5)}"/><circle cx="${num(x - r * 0.2)}" cy="${num(y - r * 0.2)}" r="${num(r * 0.5)}" fill="none" stroke="#fff" stroke-width="${num(r * 0.15)}" opacity="0.35"/>`;
    })
    .join("");
}

/**
 * A broccoli floret from above.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function broccoli(scene, x, y, r, { stem = true, rot = 0, tint = 0 } = {}) {
  let svg = "";
  if (stem)
    svg += `<path d="M${num(-r * 0.2)} ${num(r * 0.3)}L${num(-r * 0.15)} ${num(r * 1.25)}Q0 ${num(r * 1.4)} ${num(r * 0.15)} ${num(r * 1.25)}L${num(r * 0.25)} ${num(r * 0.3)}Z" fill="${scene.linearGradient(
      [
        [0, "#b7d18a"],
        [0.5, "#8fb45c"],
        [1, "#6e9440"],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  const n = 9;
  /** @type {[x: number, y: number, r: number][]} */
  const bumps = [];
  for (let i = 0; i < n; i++) {
    const angle = (i / n) * Math.PI * 2 + scene.random(-0.2, 0.2);
    const distance = r * scene.random(0.35, 0.6);
    bumps.push([
      Math.cos(angle) * distance,
      Math.sin(angle) * distance * 0.9,
      r * scene.random(0.38, 0.5),
    ]);
  }
  bumps.push([0, 0, r * 0.5]);
  /** @type {Shades} */
  const col = [mix("#6fa33c", "#2f5f18", tint), "#3d7420", "#22470f"];
  for (const [bx, by, br] of bumps) {
    svg += `<circle cx="${num(bx)}" cy="${num(by)}" r="${num(br)}" fill="${scene.radialGradient(
      [
        [0, col[0]],
        [0.7, col[1]],
        [1, col[2]],
      ],
      0.38,
      0.36,
      0.65,
    )}"/>`;
  }
  svg += group(
    `clip-path="${scene.clipPath(bumps.map(([bx, by, br]) => `<circle cx="${num(bx)}" cy="${num(by)}" r="${num(br)}"/>`).join(""))}"`,
    noiseRect(
      scene,
      { freq: 0.35, k: 4, b: -2.3, color: [0.55, 0.75, 0.3], oct: 1, seed: 71 },
      -r * 1.2,
      -r * 1.2,
      r * 2.4,
      r * 2.4,
      0.7,
    ),
  );
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(num(r * 0.08), num(r * 0.12), num(r * 0.1), 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
export function garlicClove(scene, x, y, length, rot) {
  const pathData = `M0 0C${num(length * 0.1)} ${num(-length * 0.45)} ${num(length * 0.8)} ${num(-length * 0.4)} ${num(length)} ${num(-length * 0.05)}C${num(length * 0.85)} ${num(length * 0.15)} ${num(length * 0.3)} ${num(length * 0.2)} 0 0Z`;
  let svg = `<path d="${pathData}" fill="${scene.linearGradient([
    [0, "#fffaf0"],
    [0.6, "#f1e6cf"],
    [1, "#d8c6a2"],
  ])}"/>`;
  svg += `<path d="M${num(length * 0.1)} ${num(-length * 0.15)}Q${num(length * 0.5)} ${num(-length * 0.3)} ${num(length * 0.9)} ${num(-length * 0.08)}" stroke="#c9b48e" stroke-width="1" fill="none" opacity="0.6"/>`;
  svg += `<path d="M${num(length)} ${num(-length * 0.05)}l${num(length * 0.08)} ${num(-length * 0.04)}" stroke="#b79a6a" stroke-width="${num(length * 0.05)}" stroke-linecap="round"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.35)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function garlicBulb(scene, x, y, r) {
  let svg = "";
  for (let i = 0; i < 7; i++) {
    const angle = (i / 7) * 360;
    svg += `<ellipse cx="${num(Math.cos(toRadians(angle)) * r * 0.38)}" cy="${num(Math.sin(toRadians(angle)) * r * 0.38)}" rx="${num(r * 0.55)}" ry="${num(r * 0.45)}" transform="rotate(${num(angle)} ${num(Math.cos(toRadians(angle)) * r * 0.38)} ${num(Math.sin(toRadians(angle)) * r * 0.38)})" fill="${scene.radialGradient(
      [
        [0, "#fffdf6"],
        [0.7, "#efe3ca"],
        [1, "#c8b088"],
      ],
      0.4,
      0.35,
      0.7,
    )}" stroke="#c9b089" stroke-width="1.2"/>`;
  }
  svg += `<circle r="${num(r * 0.18)}" fill="#b9a074"/>`;
  for (let i = 0; i < 7; i++) {
    const angle = toRadians((i / 7) * 360 + 25);
    svg += `<path d="M0 0Q${num(Math.cos(angle) * r * 0.5)} ${num(Math.sin(angle) * r * 0.4)} ${num(Math.cos(angle) * r * 0.9)} ${num(Math.sin(angle) * r * 0.9)}" stroke="#a98e63" stroke-width="1.2" fill="none" opacity="0.5"/>`;
  }
  return `<g ${at(x, y)} filter="${scene.dropShadow(4, 7, 6, 0.4)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function blueberry(scene, x, y, r) {
  let svg = `<circle r="${num(r)}" fill="${scene.radialGradient(
    [
      [0, "#6f7fc0"],
      [0.45, "#3b3f86"],
      [1, "#1c1d4a"],
    ],
    0.4,
    0.36,
    0.65,
  )}"/>`;
  svg += `<circle r="${num(r)}" fill="#c9d2f0" opacity="0.18"/>`;
  const a0 = scene.random(0, 72);
  let crown = "";
  for (let i = 0; i < 5; i++) {
    const angle = toRadians(a0 + i * 72);
    crown += `${i ? "L" : "M"}${num(Math.cos(angle) * r * 0.3)} ${num(Math.sin(angle) * r * 0.3)}L${num(Math.cos(angle + 0.6) * r * 0.12)} ${num(Math.sin(angle + 0.6) * r * 0.12)}`;
  }
  const ox = scene.random(-r * 0.2, r * 0.3);
  const oy = scene.random(-r * 0.2, r * 0.3);
  svg += `<path d="${crown}Z" transform="translate(${num(ox)} ${num(oy)})" fill="#1a1840" stroke="#5a5a8a" stroke-width="${num(r * 0.05)}"/>`;
  svg += `<ellipse cx="${num(-r * 0.4)}" cy="${num(-r * 0.42)}" rx="${num(r * 0.25)}" ry="${num(r * 0.14)}" transform="rotate(-40 ${num(-r * 0.4)} ${num(-r * 0.42)})" fill="#fff" opacity="0.55" filter="${scene.blur(num(r * 0.06))}"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(num(r * 0.1), num(r * 0.15), num(r * 0.12), 0.45)}">${svg}</g>`;
}

/**
 * Avocado slices fanned out in parallel (skin edge on one side).
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
export function avocadoFan(scene, x, y, length, rot, { n = 6, spread = 9 } = {}) {
  let svg = "";
  const step = length * 0.13 * (spread / 9);
  for (let i = n - 1; i >= 0; i--) {
    const pathData = `M0 0C${num(length * 0.25)} ${num(-length * 0.2)} ${num(length * 0.75)} ${num(-length * 0.2)} ${num(length)} 0C${num(length * 0.75)} ${num(-length * 0.07)} ${num(length * 0.25)} ${num(-length * 0.07)} 0 0Z`;
    svg += `<g transform="translate(${num(i * step * 0.35)} ${num(i * step)})"><path d="${pathData}" fill="${scene.linearGradient(
      [
        [0, "#2f4a10"],
        [0.12, "#6f9a2a"],
        [0.4, "#b8d462"],
        [1, "#eef0a8"],
      ],
    )}" filter="${scene.dropShadow(2, 3, 3, 0.35)}"/>`;
    svg += `<path d="M${num(length * 0.1)} ${num(-length * 0.1)}C${num(length * 0.35)} ${num(-length * 0.16)} ${num(length * 0.65)} ${num(-length * 0.16)} ${num(length * 0.9)} ${num(-length * 0.06)}" stroke="#fff" stroke-width="${num(length * 0.018)}" fill="none" opacity="0.45"/></g>`;
  }
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 5, 0.3)}">${svg}</g>`;
}

/**
 * Half a butternut squash, cut face up, neck along +x.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
export function butternutHalf(scene, x, y, length, rot) {
  const shape = closedCurve([
    [-length * 0.36, 0],
    [-length * 0.3, -length * 0.2],
    [-length * 0.12, -length * 0.28],
    [length * 0.06, -length * 0.22],
    [length * 0.2, -length * 0.14],
    [length * 0.45, -length * 0.13],
    [length * 0.6, -length * 0.12],
    [length * 0.66, 0],
    [length * 0.6, length * 0.12],
    [length * 0.45, length * 0.13],
    [length * 0.2, length * 0.14],
    [length * 0.06, length * 0.22],
    [-length * 0.12, length * 0.28],
    [-length * 0.3, length * 0.2],
  ]);
  let svg = `<path d="${shape}" fill="${scene.linearGradient([
    [0, "#f3dca8"],
    [1, "#caa063"],
  ])}"/>`;
  svg += `<path d="${shape}" transform="translate(${num(length * 0.01)} 0) scale(0.93)" fill="${scene.radialGradient(
    [
      [0, "#ffbe5c"],
      [0.7, "#f79a2a"],
      [1, "#e68318"],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  svg += `<path d="${blob(scene, -length * 0.1, 0, length * 0.17, length * 0.16, { n: 10, jit: 0.08 })}" fill="${scene.radialGradient(
    [
      [0, "#f9d996"],
      [1, "#eeae4a"],
    ],
  )}"/>`;
  for (let i = 0; i < 10; i++) {
    svg += `<path d="M${num(-length * 0.1 + scene.random(-length * 0.12, length * 0.12))} ${num(scene.random(-length * 0.12, length * 0.12))}q${num(scene.random(-20, 20))} ${num(scene.random(-20, 20))} ${num(scene.random(-30, 30))} ${num(scene.random(-30, 30))}" stroke="#e39a36" stroke-width="2" fill="none" opacity="0.6"/>`;
  }
  for (let i = 0; i < 13; i++) {
    const px = -length * 0.1 + scene.random(-length * 0.11, length * 0.11);
    const py = scene.random(-length * 0.11, length * 0.11);
    svg += `<ellipse cx="${num(px)}" cy="${num(py)}" rx="${num(length * 0.032)}" ry="${num(length * 0.018)}" transform="rotate(${num(scene.random(0, 180))} ${num(px)} ${num(py)})" fill="#fff4d6" stroke="#d8b47a" stroke-width="1"/>`;
  }
  svg += `<path d="M${num(length * 0.1)} ${num(-length * 0.07)}Q${num(length * 0.4)} ${num(-length * 0.09)} ${num(length * 0.58)} ${num(-length * 0.05)}" stroke="#fff" stroke-width="${num(length * 0.025)}" fill="none" opacity="0.3" filter="${scene.blur(4)}"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.layeredShadow(0.8, 1)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function chiliRing(scene, x, y, r, color = "#d9261c") {
  return `<g ${at(x, y)} filter="${scene.dropShadow(1.5, 2.5, 2, 0.35)}"><circle r="${num(r)}" fill="${color}"/><circle r="${num(r * 0.62)}" fill="${lighten(color, 0.55)}"/><circle cx="${num(r * 0.15)}" r="${num(r * 0.12)}" fill="#f9e7b0"/><circle cx="${num(-r * 0.2)}" cy="${num(r * 0.15)}" r="${num(r * 0.1)}" fill="#f9e7b0"/><path d="M${num(-r * 0.7)} ${num(-r * 0.3)}A${num(r * 0.75)} ${num(r * 0.75)} 0 0 1 ${num(-r * 0.1)} ${num(-r * 0.75)}" stroke="#fff" stroke-width="${num(r * 0.15)}" fill="none" opacity="0.5"/></g>`;
}

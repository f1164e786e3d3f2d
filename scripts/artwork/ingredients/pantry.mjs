// @ts-check
// Eggs, cheese, bread, grains, meat, sauces and soup surfaces.
import { darken, lighten, mix, noiseColor } from "../color.mjs";
import { herbFlecks } from "./herbs.mjs";
import { noiseOverCircle } from "../noise.mjs";
import { blob, scatter } from "../shapes.mjs";
import { at, group, num, toRadians } from "../svg.mjs";
import { bowl } from "../tableware.mjs";
import { sheen } from "./toppings.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("../color.mjs").Shades} Shades */

/**
 * A fried / baked egg; returns svg.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function egg(
  scene,
  x,
  y,
  r,
  { whiteTint = "#fffdf7", yolk = 0.36, runny = false, edge = "#efe6d6" } = {},
) {
  let svg = `<path d="${blob(scene, 0, 0, r, r * scene.random(0.85, 1), { n: 11, jit: 0.14, rot: scene.random(0, 180) })}" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [0.55, whiteTint],
      [0.85, mix(whiteTint, edge, 0.4)],
      [1, edge],
    ],
    0.47,
    0.45,
    0.52,
  )}"/>`;
  svg += `<path d="${blob(scene, r * 0.05, r * 0.05, r * 0.7, r * 0.6, { n: 9, jit: 0.1 })}" fill="#fff" opacity="0.5" filter="${scene.blur(num(r * 0.08))}"/>`;
  const yr = r * yolk;
  svg += `<circle cx="${num(r * 0.05)}" cy="${num(r * 0.02)}" r="${num(yr * 1.12)}" fill="#fff3cf" opacity="0.8" filter="${scene.blur(num(yr * 0.12))}"/>`;
  svg += `<circle cx="${num(r * 0.05)}" cy="${num(r * 0.02)}" r="${num(yr)}" fill="${scene.radialGradient(
    [
      [0, "#ffd54a"],
      [0.55, "#ffaa0d"],
      [1, "#e17a00"],
    ],
    0.42,
    0.4,
    0.65,
    0.35,
    0.32,
  )}"/>`;
  svg += `<ellipse cx="${num(r * 0.05 - yr * 0.35)}" cy="${num(r * 0.02 - yr * 0.38)}" rx="${num(yr * 0.32)}" ry="${num(yr * 0.18)}" transform="rotate(-35 ${num(r * 0.05 - yr * 0.35)} ${num(r * 0.02 - yr * 0.38)})" fill="#fff" opacity="0.85" filter="${scene.blur(num(yr * 0.06))}"/>`;
  if (runny) {
    svg += `<path d="M${num(r * 0.05 + yr * 0.6)} ${num(yr * 0.6)}Q${num(r * 0.6)} ${num(r * 0.7)} ${num(r * 0.35)} ${num(r * 0.95)}Q${num(r * 0.15)} ${num(r * 0.8)} ${num(r * 0.05)} ${num(yr * 0.9)}Z" fill="${scene.linearGradient(
      [
        [0, "#ffae1a"],
        [1, "#f59e0b"],
      ],
    )}"/>`;
  }
  return `<g ${at(x, y)} filter="${scene.dropShadow(num(r * 0.03), num(r * 0.05), num(r * 0.05), 0.3)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function chickpea(scene, x, y, r) {
  let svg = `<path d="${blob(scene, 0, 0, r, r * 0.92, { n: 8, jit: 0.07 })}" fill="${scene.radialGradient(
    [
      [0, "#fbe8b8"],
      [0.6, "#e2bf78"],
      [1, "#b98d45"],
    ],
    0.4,
    0.36,
    0.65,
  )}"/>`;
  const angle = scene.random(0, 360);
  svg += `<path d="M${num(Math.cos(toRadians(angle)) * r * 0.2)} ${num(Math.sin(toRadians(angle)) * r * 0.2)}Q${num(Math.cos(toRadians(angle + 30)) * r * 0.8)} ${num(Math.sin(toRadians(angle + 30)) * r * 0.8)} ${num(Math.cos(toRadians(angle + 60)) * r * 0.85)} ${num(Math.sin(toRadians(angle + 60)) * r * 0.85)}" stroke="#a8803c" stroke-width="${num(r * 0.1)}" fill="none" opacity="0.6"/>`;
  svg += `<ellipse cx="${num(-r * 0.35)}" cy="${num(-r * 0.35)}" rx="${num(r * 0.25)}" ry="${num(r * 0.15)}" transform="rotate(-40 ${num(-r * 0.35)} ${num(-r * 0.35)})" fill="#fff" opacity="0.6"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(num(r * 0.12), num(r * 0.16), num(r * 0.14), 0.45)}">${svg}</g>`;
}

/**
 * Many rice grains inside an ellipse, over a base.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {{ n?: number, tone?: string, shade?: string, len?: number, avoid?: ((x: number, y: number) => boolean) | null }} [options]
 */
export function riceBed(
  scene,
  cx,
  cy,
  rx,
  ry,
  { n = 600, tone = "#fbf8ef", shade = "#e4dccb", len = 9, avoid = null } = {},
) {
  let svg = `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [0.7, tone],
      [1, shade],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  for (const [x, y] of scatter(scene, n, cx, cy, rx * 0.98, ry * 0.98, { avoid })) {
    const angle = scene.random(0, 180);
    const l = len * scene.random(0.8, 1.15);
    svg += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(l)}" ry="${num(l * 0.36)}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})" fill="${scene.pick([tone, "#ffffff", mix(tone, shade, 0.4)])}" stroke="${shade}" stroke-width="0.9"/>`;
  }
  return svg;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function mozzarella(scene, x, y, r) {
  let svg = `<path d="${blob(scene, 0, 0, r, r * 0.93, { n: 10, jit: 0.08 })}" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [0.6, "#fbf7ec"],
      [0.9, "#efe7d6"],
      [1, "#ddd2bb"],
    ],
    0.45,
    0.42,
    0.55,
  )}"/>`;
  svg += `<ellipse cx="${num(-r * 0.25)}" cy="${num(-r * 0.3)}" rx="${num(r * 0.4)}" ry="${num(r * 0.2)}" transform="rotate(-35 ${num(-r * 0.25)} ${num(-r * 0.3)})" fill="#fff" opacity="0.8" filter="${scene.blur(num(r * 0.08))}"/>`;
  for (let i = 0; i < 5; i++)
    svg += `<circle cx="${num(scene.random(-r * 0.6, r * 0.6))}" cy="${num(scene.random(-r * 0.6, r * 0.6))}" r="${num(scene.random(1, 3))}" fill="#e3d7bd" opacity="0.7"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(num(r * 0.05), num(r * 0.08), num(r * 0.06), 0.35)}">${svg}</g>`;
}

/**
 * Crumbled white cheese (feta).
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function feta(scene, pts, size = 14) {
  let svg = "";
  for (const [x, y] of pts) {
    const r = size * scene.random(0.5, 1.1);
    svg += `<path d="${blob(scene, x, y, r, r * scene.random(0.7, 1), { n: 6, jit: 0.25, rot: scene.random(0, 180) })}" fill="${scene.radialGradient(
      [
        [0, "#ffffff"],
        [1, "#ece6d8"],
      ],
      0.35,
      0.3,
      0.7,
    )}" stroke="#ddd3bf" stroke-width="0.8"/>`;
  }
  return group(`filter="${scene.dropShadow(2, 3, 2.5, 0.35)}"`, svg);
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function parmesanShavings(scene, pts, size = 22) {
  let svg = "";
  for (const [x, y] of pts) {
    const angle = scene.random(0, 180);
    svg += `<path d="${blob(scene, x, y, size * scene.random(0.7, 1.2), size * scene.random(0.25, 0.45), { n: 6, jit: 0.2, rot: angle })}" fill="#fbf0c9" stroke="#e6d49a" stroke-width="1" opacity="0.95"/>`;
  }
  return group(`filter="${scene.dropShadow(1.5, 2.5, 2, 0.3)}"`, svg);
}

/**
 * A slice of rustic bread / toast from above.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} rot
 */
export function breadSlice(
  scene,
  x,
  y,
  w,
  rot,
  { crumb = "#f1d9a4", crust = "#9a5a22", toast = 0.4 } = {},
) {
  const h = w * 0.82;
  const pathData = `M${num(-w * 0.5)} ${num(h * 0.35)}C${num(-w * 0.56)} ${num(-h * 0.05)} ${num(-w * 0.56)} ${num(-h * 0.5)} ${num(-w * 0.2)} ${num(-h * 0.52)}C${num(-w * 0.02)} ${num(-h * 0.54)} ${num(w * 0.02)} ${num(-h * 0.54)} ${num(w * 0.2)} ${num(-h * 0.52)}C${num(w * 0.56)} ${num(-h * 0.5)} ${num(w * 0.56)} ${num(-h * 0.05)} ${num(w * 0.5)} ${num(h * 0.35)}Q${num(w * 0.48)} ${num(h * 0.5)} ${num(w * 0.3)} ${num(h * 0.5)}L${num(-w * 0.3)} ${num(h * 0.5)}Q${num(-w * 0.48)} ${num(h * 0.5)} ${num(-w * 0.5)} ${num(h * 0.35)}Z`;
  let svg = `<path d="${pathData}" fill="${crust}"/>`;
  const inner = `<path d="${pathData}" transform="scale(0.9)" fill="${scene.radialGradient(
    [
      [0, lighten(crumb, 0.2)],
      [0.7, crumb],
      [1, mix(crumb, crust, toast)],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  svg += group(
    `filter="${scene.grain({ freq: 0.18, k: 3.2, b: -1.9, color: noiseColor(darken(crumb, 0.35)), oct: 2, seed: scene.randomInt(1, 50) })}"`,
    inner,
  );
  for (let i = 0; i < 14; i++) {
    const px = scene.random(-w * 0.35, w * 0.35);
    const py = scene.random(-h * 0.35, h * 0.35);
    svg += `<ellipse cx="${num(px)}" cy="${num(py)}" rx="${num(scene.random(2, 7))}" ry="${num(scene.random(1.5, 4))}" fill="${darken(crumb, 0.25)}" opacity="0.5"/>`;
  }
  return `<g ${at(x, y, rot)} filter="${scene.layeredShadow(0.6, 0.9)}">${svg}</g>`;
}

/**
 * Small dipping bowl of liquid / sauce.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} color
 */
export function sauceBowl(scene, x, y, r, color, { outer = "#f7f3ec", extra = "" } = {}) {
  return bowl(
    scene,
    x,
    y,
    r,
    (cx, cy, rr) =>
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rr)}" fill="${scene.radialGradient(
        [
          [0, lighten(color, 0.15)],
          [1, darken(color, 0.25)],
        ],
        0.4,
        0.4,
        0.6,
      )}"/>` +
      `<ellipse cx="${num(cx - rr * 0.3)}" cy="${num(cy - rr * 0.35)}" rx="${num(rr * 0.35)}" ry="${num(rr * 0.12)}" transform="rotate(-30 ${num(cx - rr * 0.3)} ${num(cy - rr * 0.35)})" fill="#fff" opacity="0.4" filter="${scene.blur(num(rr * 0.05))}"/>` +
      extra,
    { outer, rim: 0.16, fill: 0.92, shadow: 0.9 },
  );
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {number} rot
 */
export function crouton(scene, x, y, size, rot) {
  let svg = `<rect x="${num(-size / 2)}" y="${num(-size / 2)}" width="${num(size)}" height="${num(size)}" rx="${num(size * 0.2)}" fill="${scene.radialGradient(
    [
      [0, "#f6d58e"],
      [0.6, "#dca456"],
      [1, "#a8692a"],
    ],
    0.4,
    0.4,
    0.7,
  )}" filter="${scene.grain({ freq: 0.3, k: 3, b: -1.8, color: [0.55, 0.33, 0.12], oct: 2, seed: 13 })}"/>`;
  svg += `<rect x="${num(-size * 0.35)}" y="${num(-size * 0.35)}" width="${num(size * 0.5)}" height="${num(size * 0.2)}" rx="${num(size * 0.1)}" fill="#fff" opacity="0.25"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(num(size * 0.08), num(size * 0.12), num(size * 0.1), 0.45)}">${svg}</g>`;
}

/**
 * Golden flatbread / naan.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {number} ry
 * @param {number} rot
 */
export function naan(scene, x, y, rx, ry, rot) {
  let svg = `<path d="${blob(scene, 0, 0, rx, ry, { n: 12, jit: 0.06 })}" fill="${scene.radialGradient(
    [
      [0, "#f6d594"],
      [0.6, "#e2a95a"],
      [1, "#a86a2a"],
    ],
    0.45,
    0.42,
    0.62,
  )}" filter="${scene.grain({ freq: 0.05, k: 1.4, b: -0.75, color: [0.5, 0.26, 0.08], oct: 3, seed: 17 })}"/>`;
  for (let i = 0; i < 16; i++) {
    const px = scene.random(-rx * 0.75, rx * 0.75);
    const py = scene.random(-ry * 0.65, ry * 0.65);
    const r = scene.random(6, 16);
    svg += `<path d="${blob(scene, px, py, r * 2, r * 1.5, { n: 7, jit: 0.25 })}" fill="#fbe6b0" opacity="0.5" filter="${scene.blur(num(r * 0.5))}"/>`;
    svg += `<path d="${blob(scene, px + r * 0.3, py + r * 0.3, r * 1.3, r * 0.8, { n: 7, jit: 0.35, rot: scene.random(0, 180) })}" fill="#8a4212" opacity="${Number(num(scene.random(0.35, 0.6) * 100)) / 100}" filter="${scene.blur(num(r * 0.35))}"/>`;
    svg += `<path d="${blob(scene, px + r * 0.4, py + r * 0.3, r * 0.5, r * 0.35, { n: 6, jit: 0.35 })}" fill="#3a1604" opacity="0.7" filter="${scene.blur(1.5)}"/>`;
  }
  svg += sheen(scene, scatter(scene, 5, -rx * 0.2, -ry * 0.2, rx * 0.5, ry * 0.5), {
    size: 40,
    op: 0.25,
  });
  svg += herbFlecks(scene, scatter(scene, 40, 0, 0, rx * 0.8, ry * 0.75), {
    size: 4,
    shadow: false,
  });
  return `<g ${at(x, y, rot)} filter="${scene.layeredShadow(0.7, 0.9)}">${svg}</g>`;
}

/**
 * Irregular chunk of cooked meat (chicken / beef).
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {{ base?: string, dark?: string, glaze?: number | null, rot?: number }} [options] glaze: the opacity of a glossy highlight
 */
export function meatChunk(
  scene,
  x,
  y,
  r,
  { base = "#f0d9b5", dark = "#c89a5e", glaze = null, rot = 0 } = {},
) {
  let svg = `<path d="${blob(scene, 0, 0, r, r * scene.random(0.65, 0.85), { n: 8, jit: 0.16, rot })}" fill="${scene.radialGradient(
    [
      [0, lighten(base, 0.3)],
      [0.6, base],
      [1, dark],
    ],
    0.4,
    0.38,
    0.65,
  )}" filter="${scene.grain({ freq: 0.12, k: 2.8, b: -1.6, color: noiseColor(darken(dark, 0.3)), oct: 2, seed: 19 })}"/>`;
  if (glaze)
    svg += `<ellipse cx="${num(-r * 0.25)}" cy="${num(-r * 0.3)}" rx="${num(r * 0.4)}" ry="${num(r * 0.16)}" transform="rotate(-30 ${num(-r * 0.25)} ${num(-r * 0.3)})" fill="#fff" opacity="${glaze}" filter="${scene.blur(num(r * 0.06))}"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(num(r * 0.08), num(r * 0.12), num(r * 0.1), 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {Shades} cols centre to rim
 * @param {string} grainCol
 */
export function soupBase(scene, cx, cy, r, cols, grainCol) {
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${scene.radialGradient(
      [
        [0, cols[0]],
        [0.6, cols[1]],
        [1, cols[2]],
      ],
      0.45,
      0.45,
      0.6,
    )}"/>` +
    noiseOverCircle(
      scene,
      { freq: 0.018, k: 1.3, b: -0.62, color: noiseColor(grainCol), oct: 3, seed: 23 },
      cx,
      cy,
      r,
      0.8,
    ) +
    noiseOverCircle(
      scene,
      { freq: 0.025, k: 1.3, b: -0.66, color: noiseColor(lighten(cols[0], 0.3)), oct: 2, seed: 24 },
      cx,
      cy,
      r,
      0.8,
    ) +
    `<rect x="${num(cx - r * 0.62)}" y="${num(cy - r * 0.72)}" width="${num(r * 0.5)}" height="${num(r * 0.22)}" rx="${num(r * 0.1)}" transform="rotate(-28 ${num(cx - r * 0.37)} ${num(cy - r * 0.61)})" fill="#fff" opacity="0.16" filter="${scene.blur(num(r * 0.05))}"/>`
  );
}

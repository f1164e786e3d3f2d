// @ts-check
import { bgGingham, photoLighting } from "../backgrounds.mjs";
import { mix } from "../color.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { blueberry } from "../ingredients/produce.mjs";
import { sheen } from "../ingredients/toppings.mjs";
import { arcPoints, blob, scatter, tube } from "../shapes.mjs";
import { at, closedCurve, group, nth, num, openCurve, point, toRadians } from "../svg.mjs";
import { bowl, fork, plate } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */
/** @typedef {import("../svg.mjs").Point} Point */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function banana(scene, x, y, length, rot) {
  const pts = arcPoints(0, length * 0.9, length * 0.9, -120, -60, 10);
  return `<g ${at(x, y, rot)} filter="${scene.layeredShadow(0.6, 1)}"><path d="${tube(pts, (t) => length * (0.07 + 0.05 * Math.sin(Math.PI * t)))}" fill="${scene.linearGradient(
    [
      [0, "#fff1a0"],
      [0.5, "#f8d84a"],
      [1, "#d9a91a"],
    ],
  )}"/><path d="${openCurve(pts.slice(1, -1))}" stroke="#fff8c8" stroke-width="${num(length * 0.02)}" fill="none" opacity="0.6" transform="translate(0 ${num(-length * 0.03)})"/><circle cx="${num(nth(pts, 0)[0])}" cy="${num(nth(pts, 0)[1])}" r="${num(length * 0.035)}" fill="#4a3a1a"/><path d="M${point(nth(pts, 10))}l${num(length * 0.1)} ${num(length * 0.05)}" stroke="#6a5a2a" stroke-width="${num(length * 0.05)}" stroke-linecap="round"/>${[0.3, 0.55, 0.75].map((t) => `<circle cx="${num(nth(pts, Math.round(t * 10))[0])}" cy="${num(nth(pts, Math.round(t * 10))[1] + 4)}" r="3" fill="#8a6a2a" opacity="0.5"/>`).join("")}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function bananaSlice(scene, x, y, r) {
  let svg = `<circle r="${num(r)}" fill="#e9cf7a"/><circle r="${num(r * 0.93)}" fill="${scene.radialGradient(
    [
      [0, "#fffbe8"],
      [0.7, "#fbefc0"],
      [1, "#f2dc92"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  for (let i = 0; i < 3; i++) {
    const angle = toRadians(i * 120 + 30);
    svg += `<path d="M0 0L${num(Math.cos(angle) * r * 0.3)} ${num(Math.sin(angle) * r * 0.3)}" stroke="#d8c08a" stroke-width="1.5"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const angle = toRadians(i * 60 + 15);
    svg += `<circle cx="${num(Math.cos(angle) * r * 0.22)}" cy="${num(Math.sin(angle) * r * 0.22)}" r="${num(r * 0.035)}" fill="#7a5a2a"/>`;
  }
  svg += `<ellipse cx="${num(-r * 0.35)}" cy="${num(-r * 0.35)}" rx="${num(r * 0.28)}" ry="${num(r * 0.12)}" transform="rotate(-40 ${num(-r * 0.35)} ${num(-r * 0.35)})" fill="#fff" opacity="0.6"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(2, 4, 3, 0.35)}">${svg}</g>`;
}

/** @type {Focus} */
export const focus = [180, 90, 760];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgGingham(scene, "#f6fbf7", "#78c4a0", { size: 64, rot: 8 });
  svg += bowl(
    scene,
    1060,
    170,
    120,
    (x, y, r) =>
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#2a2a5a"/>` +
      scatter(scene, 30, x, y, r * 0.9)
        .map(([px, py]) => blueberry(scene, px, py, 17))
        .join(""),
    { outer: "#f7f3ec" },
  );
  svg += banana(scene, 120, 690, 330, -20);
  svg += fork(scene, 1000, 860, -78, 380);
  const cx = 560;
  const cy = 470;
  svg += plate(scene, cx, cy, 350, { base: "#fbfaf6", edge: "#d0c8bb", wellK: 0.74 });
  // stack: lower pancakes peek out
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {number} dark how far to darken the batter, 0–1
   */
  const cake = (x, y, r, dark) =>
    `<g filter="${scene.dropShadow(5, 9, 8, 0.4)}"><path d="${blob(scene, x, y, r, r * 0.97, { n: 14, jit: 0.03 })}" fill="${scene.radialGradient(
      [
        [0, mix("#c9782a", "#000", dark)],
        [0.55, mix("#dc9a48", "#000", dark)],
        [0.86, mix("#f0c478", "#000", dark)],
        [0.95, mix("#f7dca0", "#000", dark)],
        [1, mix("#e2b86e", "#000", dark)],
      ],
      0.5,
      0.5,
      0.5,
    )}" filter="${scene.grain({ freq: 0.09, k: 2, b: -1.15, color: [0.45, 0.22, 0.06], oct: 2, seed: 61 })}"/></g>`;
  svg += cake(cx + 30, cy + 30, 245, 0.08);
  svg += cake(cx + 15, cy + 15, 245, 0.04);
  svg += cake(cx, cy, 245, 0);
  // syrup pool with lobes running over the edge
  const lobes = [35, 150, 250, 320].map(
    (a) =>
      /** @type {const} */ ([
        toRadians(a + scene.random(-12, 12)),
        scene.random(55, 80),
        scene.random(0.22, 0.3),
      ]),
  );
  /** @type {Point[]} */
  const spts = [];
  for (let i = 0; i < 72; i++) {
    const angle = (i / 72) * Math.PI * 2;
    let rr = 175 * (1 + 0.04 * Math.sin(angle * 5 + 1) + 0.03 * Math.sin(angle * 3 + 2));
    for (const [la, ext, wd] of lobes) {
      let da = Math.abs(angle - la);
      da = Math.min(da, Math.PI * 2 - da);
      rr += ext * Math.exp(-((da / wd) ** 2));
    }
    spts.push([cx - 5 + Math.cos(angle) * rr, cy - 5 + Math.sin(angle) * rr]);
  }
  const sy = closedCurve(spts);
  let syrup = `<path d="${sy}" fill="${scene.radialGradient(
    [
      [0, "#d9861e"],
      [0.6, "#b0560e"],
      [1, "#7a3206"],
    ],
    0.45,
    0.45,
    0.55,
  )}" opacity="0.82"/>`;
  syrup += `<path d="${sy}" fill="none" stroke="#5a2204" stroke-width="3" opacity="0.35"/>`;
  svg += group(`filter="${scene.dropShadow(1, 2, 2, 0.2)}"`, syrup);
  svg += sheen(scene, scatter(scene, 10, cx - 40, cy - 40, 130), { size: 36, op: 0.5 });
  for (const [x, y] of /** @satisfies {Point[]} */ ([
    [cx - 70, cy - 60],
    [cx + 20, cy - 90],
    [cx + 80, cy - 20],
    [cx - 20, cy + 10],
    [cx + 60, cy + 70],
    [cx - 90, cy + 60],
    [cx - 10, cy + 100],
  ]))
    svg += bananaSlice(scene, x, y, 44);
  svg += `<g filter="${scene.dropShadow(3, 5, 4, 0.35)}"><rect x="${cx - 5}" y="${cy - 45}" width="60" height="48" rx="12" transform="rotate(-12 ${cx + 25} ${cy - 21})" fill="${scene.linearGradient(
    [
      [0, "#fff8cc"],
      [1, "#f6df7a"],
    ],
    0,
    0,
    1,
    1,
  )}"/><rect x="${cx + 2}" y="${cy - 40}" width="30" height="10" rx="5" transform="rotate(-12 ${cx + 25} ${cy - 21})" fill="#fff" opacity="0.7"/></g>`;
  for (const [x, y] of scatter(scene, 12, cx, cy, 230, 220, { inner: 0.5 }))
    svg += blueberry(scene, x, y, 16);
  for (const [x, y] of scatter(scene, 30, cx, cy, 330, 320, { inner: 0.8 }))
    svg += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="7" ry="4.5" transform="rotate(${num(scene.random(0, 180))} ${num(x)} ${num(y)})" fill="#e9d7a8" stroke="#c9b07a" stroke-width="1"/>`;
  svg += leaf(scene, cx + 120, cy - 150, 60, -30, { kind: "mint", w: 0.42 });
  svg += leaf(scene, cx + 120, cy - 150, 54, 40, { kind: "mint", w: 0.42 });
  return svg + photoLighting(scene);
}

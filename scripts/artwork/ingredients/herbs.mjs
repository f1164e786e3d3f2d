// @ts-check
// Leaves and herb sprigs.
import { lighten } from "../color.mjs";
import { blob, leafPath } from "../shapes.mjs";
import { at, group, num, toRadians } from "../svg.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("../color.mjs").Shades} Shades */
/** @typedef {keyof typeof GREENS} Green */

/** @satisfies {Record<string, Shades>} */
export const GREENS = {
  basil: ["#7fbf45", "#4a8a26", "#2d5e16"],
  spinach: ["#4f8a3a", "#2f5f25", "#1c3f17"],
  parsley: ["#6aa83a", "#3f7a22", "#285216"],
  sage: ["#a7b79a", "#7f9474", "#5d7055"],
  mint: ["#8fd16a", "#4fa03a", "#2f6f26"],
};

/**
 * A glossy leaf with midrib and veins.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 * @param {{ kind?: Green | Shades, w?: number, round?: number, veins?: number, shadow?: boolean, cup?: number }} [options]
 */
export function leaf(
  scene,
  x,
  y,
  length,
  rot,
  { kind = "basil", w = 0.36, round = 0.5, veins = 4, shadow = true, cup = 0.5 } = {},
) {
  const [lt, md, dk] = typeof kind === "string" ? GREENS[kind] : kind;
  const halfWidth = length * w;
  const pathData = leafPath(length, halfWidth, { round });
  let svg = `<path d="${pathData}" fill="${scene.linearGradient(
    [
      [0, lt],
      [0.55, md],
      [1, dk],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  // one half slightly darker: cupped leaf
  svg += `<path d="M0 0C${num(length * 0.2)} ${num(halfWidth * 1.0)} ${num(length * 0.7)} ${num(halfWidth * 0.85)} ${num(length)} 0Z" fill="${dk}" opacity="${cup * 0.55}"/>`;
  svg += `<path d="M${num(length * 0.02)} 0Q${num(length * 0.5)} ${num(halfWidth * 0.08)} ${num(length * 0.96)} 0" stroke="${lighten(lt, 0.35)}" stroke-width="${num(Math.max(1, length * 0.018))}" fill="none" opacity="0.8"/>`;
  for (let i = 1; i <= veins; i++) {
    const t = i / (veins + 1);
    const bx = length * t * 0.9;
    for (const sgn of [-1, 1]) {
      svg += `<path d="M${num(bx)} ${num(sgn * length * 0.004)}Q${num(bx + length * 0.08)} ${num(sgn * halfWidth * 0.45)} ${num(bx + length * 0.2)} ${num(sgn * halfWidth * 0.62 * (1 - t * 0.5))}" stroke="${lighten(lt, 0.2)}" stroke-width="${num(Math.max(0.6, length * 0.008))}" fill="none" opacity="0.5"/>`;
    }
  }
  svg += `<path d="M${num(length * 0.1)} ${num(-halfWidth * 0.35)}Q${num(length * 0.45)} ${num(-halfWidth * 0.7)} ${num(length * 0.8)} ${num(-halfWidth * 0.3)}" stroke="#fff" stroke-width="${num(length * 0.04)}" fill="none" opacity="0.28" stroke-linecap="round" filter="${scene.blur(num(length * 0.015))}"/>`;
  svg += `<path d="M0 0L${num(-length * 0.12)} ${num(length * 0.015)}" stroke="${md}" stroke-width="${num(length * 0.03)}" stroke-linecap="round"/>`;
  const sh = shadow
    ? ` filter="${scene.dropShadow(num(length * 0.04), num(length * 0.06), num(length * 0.04), 0.35)}"`
    : "";
  return `<g ${at(x, y, rot)}${sh}>${svg}</g>`;
}

/**
 * Scattered chopped-herb flecks.
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function herbFlecks(
  scene,
  pts,
  { size = 7, colors = ["#3f7a22", "#5c9a2e", "#2f5f1a", "#77b043"], shadow = true } = {},
) {
  let svg = "";
  for (const [x, y] of pts) {
    const r = size * scene.random(0.5, 1.2);
    svg += `<path d="${blob(scene, x, y, r, r * scene.random(0.5, 0.9), { n: 6, jit: 0.35, rot: scene.random(0, 180) })}" fill="${scene.pick(colors)}"/>`;
  }
  return shadow ? group(`filter="${scene.dropShadow(1.5, 2.5, 1.5, 0.4)}"`, svg) : svg;
}

/**
 * Cilantro / flat parsley leaf: three rounded, toothed lobes.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} s0
 * @param {number} rot
 * @param {Shades} [colors]
 */
export function cilantro(scene, x, y, s0, rot, colors = GREENS.parsley) {
  const [lt, md, dk] = colors;
  let svg = `<path d="M0 0L${num(-s0 * 0.9)} ${num(s0 * 0.15)}" stroke="${md}" stroke-width="${num(s0 * 0.07)}" stroke-linecap="round"/>`;
  for (const a of [-55, 0, 55]) {
    const lx = Math.cos(toRadians(a)) * s0 * 0.55;
    const ly = Math.sin(toRadians(a)) * s0 * 0.55;
    svg += `<path d="${blob(scene, lx, ly, s0 * 0.42, s0 * 0.36, { n: 9, jit: 0.2, rot: a })}" fill="${scene.radialGradient(
      [
        [0, lt],
        [1, md],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`;
    svg += `<path d="M0 0L${num(lx * 1.3)} ${num(ly * 1.3)}" stroke="${dk}" stroke-width="${num(s0 * 0.03)}" opacity="0.5"/>`;
  }
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(2, 3, 2, 0.35)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} rot
 */
export function rosemary(scene, x, y, len, rot) {
  let svg = `<path d="M0 0Q${num(len * 0.5)} ${num(-len * 0.04)} ${num(len)} ${num(len * 0.02)}" stroke="#6b5a3a" stroke-width="${num(len * 0.018)}" fill="none" stroke-linecap="round"/>`;
  const n = Math.round(len / 11);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = len * t;
    const py = -len * 0.04 * 4 * t * (1 - t) * 0.5;
    const nl = len * 0.16 * (1 - t * 0.45);
    for (const sgn of [-1, 1]) {
      const angle = sgn * scene.random(35, 60);
      svg += `<g ${at(px, py, angle)}><path d="${leafPath(nl, nl * 0.13, { round: 0.2 })}" fill="${scene.pick(["#3d5a2a", "#4a6e30", "#2f4d24"])}"/><path d="M2 0L${num(nl * 0.85)} 0" stroke="#a9bd92" stroke-width="${num(Math.max(1, nl * 0.035))}" opacity="0.7"/></g>`;
    }
  }
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 3, 0.4)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} rot
 */
export function thyme(scene, x, y, len, rot) {
  let svg = `<path d="M0 0Q${num(len * 0.5)} ${num(len * 0.05)} ${num(len)} 0" stroke="#7a6a4a" stroke-width="${num(len * 0.012)}" fill="none"/>`;
  const n = Math.round(len / 9);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    for (const sgn of [-1, 1]) {
      const ll = len * 0.06 * (1 - t * 0.4);
      svg += `<ellipse cx="${num(len * t)}" cy="${num(sgn * ll * 0.8 + len * 0.05 * 4 * t * (1 - t) * 0.5)}" rx="${num(ll * 0.6)}" ry="${num(ll * 0.35)}" transform="rotate(${num(sgn * 35)} ${num(len * t)} ${num(sgn * ll * 0.8)})" fill="${scene.pick(["#6f8a4a", "#5e7a3c", "#849e5c"])}"/>`;
    }
  }
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(2, 3, 2, 0.35)}">${svg}</g>`;
}

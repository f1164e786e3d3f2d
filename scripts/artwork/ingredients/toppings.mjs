// @ts-check
// Small scattered toppings: seeds, flakes, drizzles, shreds and dice.
import { darken } from "../color.mjs";
import { blob, tube } from "../shapes.mjs";
import { at, group, num, openCurve, toRadians } from "../svg.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function pepperFlecks(scene, pts, { color = "#2a1d14", size = 2.2 } = {}) {
  return pts
    .map(
      ([x, y]) =>
        `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size * scene.random(0.5, 1.2))}" fill="${color}" opacity="${Number(num(scene.random(0.6, 0.95) * 100)) / 100}"/>`,
    )
    .join("");
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function chiliFlakes(scene, pts, size = 5) {
  return pts
    .map(
      ([x, y]) =>
        `<path d="${blob(scene, x, y, size * scene.random(0.5, 1.1), size * scene.random(0.3, 0.6), { n: 5, jit: 0.4, rot: scene.random(0, 180) })}" fill="${scene.pick(["#b91c1c", "#dc2626", "#9f1d12", "#e85d2a"])}"/>`,
    )
    .join("");
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function sesame(scene, pts, { size = 4.5, color = "#f5ead0", dark = false } = {}) {
  return pts
    .map(([x, y]) => {
      const angle = scene.random(0, 180);
      const col = dark && scene.rng() < 0.35 ? "#2b2520" : color;
      return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(size)}" ry="${num(size * 0.55)}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})" fill="${col}" stroke="${darken(col, 0.25)}" stroke-width="0.7"/>`;
    })
    .join("");
}

/**
 * Swirl of cream / coconut milk: an uneven, feathered spiral.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
export function creamSwirl(
  scene,
  cx,
  cy,
  r,
  { turns = 1.6, color = "#fffdf6", width = 10, rot = 0 } = {},
) {
  /** @type {Point[]} */
  const pts = [];
  const n = 48;
  const ph = scene.random(0, 6);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const angle = toRadians(rot) + t * turns * Math.PI * 2;
    const rr = r * (0.12 + 0.88 * t) * (1 + 0.06 * Math.sin(t * 17 + ph));
    pts.push([cx + Math.cos(angle) * rr, cy + Math.sin(angle) * rr * 0.92]);
  }
  const body = tube(
    pts,
    (t) =>
      width *
      (0.35 + 0.75 * Math.sin(Math.PI * Math.min(1, t * 1.05))) *
      (0.75 + 0.35 * Math.sin(t * 23 + ph)),
  );
  return (
    `<path d="${body}" fill="${color}" opacity="0.45" transform="scale(1)" filter="${scene.blur(num(width * 0.45))}"/>` +
    `<path d="${body}" fill="#000" opacity="0.12" transform="translate(2 3)" filter="${scene.blur(2.5)}"/>` +
    `<path d="${body}" fill="${scene.radialGradient(
      [
        [0, "#ffffff"],
        [1, color],
      ],
      0.4,
      0.4,
      0.6,
    )}" opacity="0.95" filter="${scene.blur(0.8)}"/>` +
    `<path d="${openCurve(pts.slice(6))}" fill="none" stroke="#fff" stroke-width="${num(width * 0.25)}" stroke-linecap="round" opacity="0.55" transform="translate(-1 -1.5)" filter="${scene.blur(1)}"/>`
  );
}

/**
 * Oil / fat droplets on a surface.
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function oilDrops(scene, pts, { color = "#ffd27a", size = 10, op = 0.5 } = {}) {
  return pts
    .map(([x, y]) => {
      const r = size * scene.random(0.4, 1.2);
      return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r)}" ry="${num(r * scene.random(0.7, 1))}" fill="${color}" opacity="${op}" stroke="#fff" stroke-opacity="0.4" stroke-width="1.2"/><circle cx="${num(x - r * 0.3)}" cy="${num(y - r * 0.3)}" r="${num(r * 0.25)}" fill="#fff" opacity="0.6"/>`;
    })
    .join("");
}

/**
 * Glossy sheen highlights for sauces.
 * @param {Scene} scene
 * @param {Point[]} pts
 */
export function sheen(scene, pts, { size = 30, op = 0.35 } = {}) {
  return pts
    .map(
      ([x, y]) =>
        `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(size * scene.random(0.6, 1.4))}" ry="${num(size * scene.random(0.15, 0.35))}" transform="rotate(${num(scene.random(-50, -20))} ${num(x)} ${num(y)})" fill="#fff" opacity="${op}" filter="${scene.blur(num(size * 0.15))}"/>`,
    )
    .join("");
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
export function pepita(scene, x, y, length, rot) {
  const pathData = `M0 0C${num(length * 0.2)} ${num(-length * 0.32)} ${num(length * 0.8)} ${num(-length * 0.3)} ${num(length)} 0C${num(length * 0.8)} ${num(length * 0.3)} ${num(length * 0.2)} ${num(length * 0.32)} 0 0Z`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(1.5, 2.5, 1.5, 0.4)}"><path d="${pathData}" fill="${scene.linearGradient(
    [
      [0, "#a6c36a"],
      [0.5, "#6f9a3a"],
      [1, "#4d7226"],
    ],
  )}" stroke="#c9d9a0" stroke-width="1.6"/></g>`;
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 * @param {string[]} colors
 */
export function shreds(scene, pts, colors, len = 40, w = 4) {
  return group(
    `filter="${scene.dropShadow(1, 2, 1.5, 0.35)}"`,
    pts
      .map(([x, y]) => {
        const angle = scene.random(0, Math.PI * 2);
        const l = len * scene.random(0.6, 1.2);
        const bend = scene.random(-10, 10);
        return `<path d="M${num(x)} ${num(y)}q${num(Math.cos(angle) * l * 0.5 + bend)} ${num(Math.sin(angle) * l * 0.5 - bend)} ${num(Math.cos(angle) * l)} ${num(Math.sin(angle) * l)}" stroke="${scene.pick(colors)}" stroke-width="${num(w * scene.random(0.7, 1.2))}" fill="none" stroke-linecap="round"/>`;
      })
      .join(""),
  );
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 * @param {string[]} colors
 */
export function dice(scene, pts, colors, size = 8) {
  return group(
    `filter="${scene.dropShadow(1, 2, 1.5, 0.35)}"`,
    pts
      .map(([x, y]) => {
        const s0 = size * scene.random(0.7, 1.2);
        return `<rect x="${num(x - s0 / 2)}" y="${num(y - s0 / 2)}" width="${num(s0)}" height="${num(s0)}" rx="${num(s0 * 0.25)}" transform="rotate(${num(scene.random(0, 90))} ${num(x)} ${num(y)})" fill="${scene.pick(colors)}"/>`;
      })
      .join(""),
  );
}

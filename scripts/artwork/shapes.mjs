// @ts-check
// Organic outlines built from the curves in svg.mjs.
import { closedCurve, nth, num, toRadians } from "./svg.mjs";

/** @typedef {import("./scene.mjs").Scene} Scene */
/** @typedef {import("./svg.mjs").Point} Point */
/**
 * Half widths along a tube: one per point, or as a function of how far along it is (0–1).
 * @typedef {readonly number[] | ((t: number) => number)} Widths
 */

/**
 * Irregular closed blob around (cx, cy).
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 */
export function blob(scene, cx, cy, rx, ry = rx, { n = 12, jit = 0.12, rot = 0 } = {}) {
  /** @type {Point[]} */
  const pts = [];
  const a0 = scene.random(0, Math.PI * 2);
  const cr = Math.cos(toRadians(rot));
  const sr = Math.sin(toRadians(rot));
  for (let i = 0; i < n; i++) {
    const angle = a0 + (i / n) * Math.PI * 2;
    const k = 1 + scene.random(-jit, jit);
    const x = Math.cos(angle) * rx * k;
    const y = Math.sin(angle) * ry * k;
    pts.push([cx + x * cr - y * sr, cy + x * sr + y * cr]);
  }
  return closedCurve(pts);
}

/**
 * Outline of a tube along a polyline with per-point half widths.
 * @param {readonly Point[]} pts at least two
 * @param {Widths} widths
 */
export function tube(pts, widths, { capStart = true, capEnd = true } = {}) {
  /** @type {Point[]} */
  const leftSide = [];
  /** @type {Point[]} */
  const rightSide = [];
  for (let i = 0; i < pts.length; i++) {
    const a = nth(pts, Math.max(0, i - 1));
    const b = nth(pts, Math.min(pts.length - 1, i + 1));
    let nx = -(b[1] - a[1]);
    let ny = b[0] - a[0];
    const len = Math.hypot(nx, ny) || 1;
    nx /= len;
    ny /= len;
    const w = typeof widths === "function" ? widths(i / (pts.length - 1)) : nth(widths, i);
    const p = nth(pts, i);
    leftSide.push([p[0] + nx * w, p[1] + ny * w]);
    rightSide.push([p[0] - nx * w, p[1] - ny * w]);
  }
  const all = [...leftSide];
  if (capEnd) {
    const p = nth(pts, pts.length - 1);
    const q = nth(pts, pts.length - 2);
    const distance = Math.hypot(p[0] - q[0], p[1] - q[1]) || 1;
    const w = typeof widths === "function" ? widths(1) : nth(widths, widths.length - 1);
    all.push([
      p[0] + ((p[0] - q[0]) / distance) * w * 0.7,
      p[1] + ((p[1] - q[1]) / distance) * w * 0.7,
    ]);
  }
  all.push(...rightSide.reverse());
  if (capStart) {
    const p = nth(pts, 0);
    const q = nth(pts, 1);
    const distance = Math.hypot(p[0] - q[0], p[1] - q[1]) || 1;
    const w = typeof widths === "function" ? widths(0) : nth(widths, 0);
    all.push([
      p[0] + ((p[0] - q[0]) / distance) * w * 0.7,
      p[1] + ((p[1] - q[1]) / distance) * w * 0.7,
    ]);
  }
  return closedCurve(all, 0.9);
}

/**
 * Points along a circular arc.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} a0
 * @param {number} a1
 * @param {number} [n]
 * @param {((t: number) => number) | null} [wob] how far each point sits off the circle, 0–1 along
 */
export function arcPoints(cx, cy, r, a0, a1, n = 12, wob = null) {
  /** @type {Point[]} */
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const angle = toRadians(a0 + ((a1 - a0) * i) / n);
    const rr = r + (wob ? wob(i / n) : 0);
    pts.push([cx + Math.cos(angle) * rr, cy + Math.sin(angle) * rr]);
  }
  return pts;
}

/**
 * A leaf outline with its base at (0,0) pointing along +x.
 * @param {number} length
 * @param {number} halfWidth
 */
export function leafPath(length, halfWidth, { round = 0.5 } = {}) {
  const a = 0.12 + round * 0.1;
  const b = 0.62 + round * 0.15;
  return `M0 0C${num(length * a)} ${num(-halfWidth * 1.05)} ${num(length * b)} ${num(-halfWidth * 0.9)} ${num(length)} 0C${num(length * b)} ${num(halfWidth * 0.9)} ${num(length * a)} ${num(halfWidth * 1.05)} 0 0Z`;
}

/**
 * Scatter n points in an ellipse (or within a predicate) using the scene rng.
 * @param {Scene} scene
 * @param {number} n
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} [ry]
 * @param {{ inner?: number, avoid?: ((x: number, y: number) => boolean) | null }} [options]
 */
export function scatter(scene, n, cx, cy, rx, ry = rx, { inner = 0, avoid = null } = {}) {
  /** @type {Point[]} */
  const out = [];
  let guard = 0;
  while (out.length < n && guard++ < n * 40) {
    const angle = scene.random(0, Math.PI * 2);
    const distance = Math.sqrt(scene.random(inner * inner, 1));
    const x = cx + Math.cos(angle) * rx * distance;
    const y = cy + Math.sin(angle) * ry * distance;
    if (avoid && avoid(x, y)) continue;
    out.push([x, y]);
  }
  return out;
}

/**
 * A disc shaded from its centre colour to its edge colour.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} centre
 * @param {string} edge
 */
export const shadedDisc = (scene, cx, cy, r, centre, edge) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${scene.radialGradient([
    [0, centre],
    [1, edge],
  ])}"/>`;

// @ts-check
// SVG text helpers: numbers rounded to 0.1, smooth curves through points, groups and transforms.

/**
 * A point in SVG user units.
 * @typedef {[x: number, y: number]} Point
 */
/**
 * A gradient stop: offset (0–1), colour and, if not 1, opacity.
 * @typedef {[offset: number, color: string, opacity?: number]} Stop
 */

/**
 * The item at index i of a list, for an index the caller keeps in range.
 * @template T
 * @param {readonly T[]} list
 * @param {number} i
 */
export const nth = (list, i) => /** @type {T} */ (list[i]);

/** @param {number} n */
export const num = (n) => String(Math.round(n * 10) / 10);

/** @param {Readonly<Point>} p */
export const point = (p) => `${num(p[0])} ${num(p[1])}`;

/** @param {number} r */
export const toDegrees = (r) => (r * 180) / Math.PI;

/** @param {number} d */
export const toRadians = (d) => (d * Math.PI) / 180;

/**
 * Closed Catmull-Rom spline through pts, as an SVG path.
 * @param {readonly Point[]} pts
 */
export function closedCurve(pts, tension = 1) {
  const n = pts.length;
  let pathData = `M${point(nth(pts, 0))}`;
  for (let i = 0; i < n; i++) {
    const p0 = nth(pts, (i - 1 + n) % n);
    const p1 = nth(pts, i);
    const p2 = nth(pts, (i + 1) % n);
    const p3 = nth(pts, (i + 2) % n);
    /** @type {Point} */
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    /** @type {Point} */
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    pathData += `C${point(c1)} ${point(c2)} ${point(p2)}`;
  }
  return pathData + "Z";
}

/**
 * Open Catmull-Rom spline through pts.
 * @param {readonly Point[]} pts
 */
export function openCurve(pts) {
  let pathData = `M${point(nth(pts, 0))}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = nth(pts, Math.max(0, i - 1));
    const p1 = nth(pts, i);
    const p2 = nth(pts, i + 1);
    const p3 = nth(pts, Math.min(pts.length - 1, i + 2));
    /** @type {Point} */
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    /** @type {Point} */
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    pathData += `C${point(c1)} ${point(c2)} ${point(p2)}`;
  }
  return pathData;
}

/** @param {readonly Stop[]} stops */
export function gradientStops(stops) {
  return stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

/** @param {string} text */
export function escapeXml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * @param {string} attrs
 * @param {string} inner
 */
export const group = (attrs, inner) => `<g ${attrs}>${inner}</g>`;

/**
 * A transform attribute: translate to (x, y), then rotate by rot degrees and scale.
 * @param {number} x
 * @param {number} y
 */
export const at = (x, y, rot = 0, scale = 1) =>
  `transform="translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ""}${scale !== 1 ? ` scale(${Number(num(scale * 100)) / 100})` : ""}"`;

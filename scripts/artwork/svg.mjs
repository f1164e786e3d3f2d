// SVG text helpers: numbers rounded to 0.1, smooth curves through points, groups and transforms.

export const num = (n) => String(Math.round(n * 10) / 10);

export const point = (p) => `${num(p[0])} ${num(p[1])}`;

export const toDegrees = (r) => (r * 180) / Math.PI;

export const toRadians = (d) => (d * Math.PI) / 180;

/** Closed Catmull-Rom spline through pts, as an SVG path. */
export function closedCurve(pts, tension = 1) {
  const n = pts.length;
  let pathData = `M${point(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    pathData += `C${point(c1)} ${point(c2)} ${point(p2)}`;
  }
  return pathData + "Z";
}

/** Open Catmull-Rom spline through pts. */
export function openCurve(pts) {
  let pathData = `M${point(pts[0])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    pathData += `C${point(c1)} ${point(c2)} ${point(p2)}`;
  }
  return pathData;
}

export function gradientStops(stops) {
  return stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

export function escapeXml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export const group = (attrs, inner) => `<g ${attrs}>${inner}</g>`;

export const at = (x, y, rot = 0, scale = 1) =>
  `transform="translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ""}${scale !== 1 ? ` scale(${num(scale * 100) / 100})` : ""}"`;

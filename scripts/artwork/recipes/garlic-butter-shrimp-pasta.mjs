// @ts-check
import { bgStone, photoLighting } from "../backgrounds.mjs";
import { mix } from "../color.mjs";
import { cilantro, herbFlecks } from "../ingredients/herbs.mjs";
import { citrus, citrusWedge, garlicBulb, garlicClove } from "../ingredients/produce.mjs";
import { chiliFlakes, pepperFlecks, sheen } from "../ingredients/toppings.mjs";
import { arcPoints, leafPath, scatter, tube } from "../shapes.mjs";
import { at, num, openCurve, point, toDegrees, toRadians } from "../svg.mjs";
import { fork, napkin, plate } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("../color.mjs").Shades} Shades */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * A cooked shrimp curled into a C; centre of the curl at (x, y).
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {number} rot
 */
function shrimp(scene, x, y, radius, rot) {
  const a0 = -40;
  const a1 = 215;
  const pts = arcPoints(0, 0, radius, a0, a1, 14);
  /** @param {number} t */
  const wOf = (t) => radius * (0.46 - 0.32 * t);
  const body = tube(pts, wOf, { capEnd: false });
  const grad = scene.userRadialGradient(
    [
      [0, "#fff1e6"],
      [0.35, "#ffd2b8"],
      [0.62, "#ff9a6a"],
      [0.85, "#ee6a3a"],
      [1, "#c4401c"],
    ],
    0,
    0,
    radius * 1.5,
  );
  let svg = `<path d="${body}" fill="${grad}"/>`;
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const angle = toRadians(a0 + (a1 - a0) * t);
    const w = wOf(t);
    /** @type {Point} */
    const p1 = [Math.cos(angle) * (radius - w * 0.9), Math.sin(angle) * (radius - w * 0.9)];
    /** @type {Point} */
    const p2 = [Math.cos(angle) * (radius + w * 0.95), Math.sin(angle) * (radius + w * 0.95)];
    svg += `<path d="M${point(p1)}L${point(p2)}" stroke="#fff4ea" stroke-width="${num(radius * 0.05)}" opacity="0.55"/>`;
    svg += `<path d="M${point(p1)}L${point(p2)}" stroke="#c4401c" stroke-width="${num(radius * 0.02)}" opacity="0.35" transform="translate(${num(radius * 0.04)} 0)"/>`;
  }
  const ta = toRadians(a1);
  const tx = Math.cos(ta) * radius;
  const ty = Math.sin(ta) * radius;
  const tang = toDegrees(ta) + 90;
  let tail = "";
  for (const side of [-1, 1])
    tail += `<g transform="rotate(${side * 28})"><path d="${leafPath(radius * 0.55, radius * 0.16, { round: 0.7 })}" fill="${scene.linearGradient(
      [
        [0, "#f07a4a"],
        [0.6, "#d9431e"],
        [1, "#a82a10"],
      ],
      0,
      0,
      1,
      0,
    )}"/></g>`;
  svg += `<g ${at(tx, ty, tang)}>${tail}</g>`;
  svg += `<path d="${openCurve(arcPoints(0, 0, radius * 1.2, a0 + 20, a1 - 40, 8))}" stroke="#fff" stroke-width="${num(radius * 0.07)}" fill="none" opacity="0.0"/>`;
  svg += `<path d="${openCurve(arcPoints(0, 0, radius * 0.92, 150, 200, 5))}" stroke="#fff" stroke-width="${num(radius * 0.08)}" fill="none" opacity="0.55" stroke-linecap="round" filter="${scene.blur(num(radius * 0.03))}"/>`;
  for (let i = 0; i < 3; i++) {
    const angle = toRadians(scene.random(a0 + 20, a1 - 40));
    svg += `<ellipse cx="${num(Math.cos(angle) * radius * 1.05)}" cy="${num(Math.sin(angle) * radius * 1.05)}" rx="${num(radius * 0.12)}" ry="${num(radius * 0.06)}" fill="#8a3a10" opacity="0.35" filter="${scene.blur(3)}"/>`;
  }
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(num(radius * 0.08), num(radius * 0.13), num(radius * 0.1), 0.45)}">${svg}</g>`;
}

/**
 * Twirled nest of long pasta.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {{ n?: number, cols?: Shades, width?: number }} [options] cols: the strands' dark, middle and light tones
 */
function pastaNest(
  scene,
  cx,
  cy,
  radius,
  { n = 170, cols = ["#c99a38", "#f2cf6e", "#fff0b8"], width = 9 } = {},
) {
  const strands = [];
  for (let i = 0; i < n; i++) {
    const r0 = radius * Math.sqrt(scene.random(0.02, 1));
    const a0 = scene.random(0, 360);
    const span = scene.random(70, 220);
    const wob = scene.random(4, 14);
    const ph = scene.random(0, 6);
    strands.push({
      r0,
      pts: arcPoints(
        cx,
        cy,
        r0,
        a0,
        a0 + span,
        10,
        (t) => wob * Math.sin(t * 6 + ph) - r0 * 0.15 * t,
      ),
    });
  }
  strands.sort((a, b) => b.r0 - a.r0);
  let svg = `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius * 0.95)}" fill="#a87a26" opacity="0.5" filter="${scene.blur(10)}"/>`;
  strands.forEach((st, i) => {
    const depth = 1 - i / strands.length;
    const pathData = openCurve(st.pts);
    svg += `<path d="${pathData}" stroke="${mix(cols[0], "#6a4a12", depth * 0.35)}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
    svg += `<path d="${pathData}" stroke="${mix(cols[1], cols[0], depth * 0.4)}" stroke-width="${num(width * 0.62)}" fill="none" stroke-linecap="round"/>`;
    svg += `<path d="${pathData}" stroke="${cols[2]}" stroke-width="${num(width * 0.22)}" fill="none" stroke-linecap="round" opacity="0.7" transform="translate(-1 -1.5)"/>`;
  });
  return svg;
}

/** @type {Focus} */
export const focus = [160, 70, 760];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgStone(scene, "#3b4555");
  svg += napkin(scene, 880, 560, 380, 400, -10, {
    color: "#f3efe7",
    stripe: "#2f4f7a",
    stripes: 2,
  });
  svg += fork(scene, 980, 700, -60, 380);
  const cx = 540;
  const cy = 450;
  svg += plate(scene, cx, cy, 350, { base: "#fbfaf7", edge: "#d3cdc2", wellK: 0.72 });
  svg += pastaNest(scene, cx, cy, 215);
  svg += sheen(scene, scatter(scene, 10, cx - 40, cy - 40, 140), { size: 28, op: 0.35 });
  /** @type {[x: number, y: number, rot: number][]} */
  const sp = [
    [cx - 120, cy - 110, 20],
    [cx + 40, cy - 150, -30],
    [cx + 150, cy - 40, 70],
    [cx + 110, cy + 110, 130],
    [cx - 30, cy + 150, 170],
    [cx - 160, cy + 60, 230],
    [cx + 10, cy - 10, 300],
  ];
  for (const [x, y, a] of sp) svg += shrimp(scene, x, y, 44, a);
  for (const [x, y] of scatter(scene, 10, cx, cy, 180))
    svg += `<g filter="${scene.dropShadow(1, 2, 1.5, 0.35)}"><ellipse cx="${num(x)}" cy="${num(y)}" rx="9" ry="6" transform="rotate(${num(scene.random(0, 180))} ${num(x)} ${num(y)})" fill="#fbf3dc" stroke="#e2cf9c" stroke-width="1.2"/></g>`;
  svg += herbFlecks(scene, scatter(scene, 120, cx, cy, 230), { size: 6 });
  svg += chiliFlakes(scene, scatter(scene, 40, cx, cy, 220), 3.5);
  svg += pepperFlecks(scene, scatter(scene, 40, cx, cy, 220), { size: 1.8 });
  svg += citrusWedge(scene, cx + 255, cy - 170, 120, 40, "lemon");
  svg += garlicBulb(scene, 1060, 170, 52);
  svg += garlicClove(scene, 960, 260, 60, 30);
  svg += citrus(scene, 140, 780, 70, 0, { half: true });
  svg += cilantro(scene, 130, 150, 40, 30);
  svg += cilantro(scene, 190, 110, 34, -40);
  return svg + photoLighting(scene);
}

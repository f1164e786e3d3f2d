// @ts-check
import { bgStone, photoLighting } from "../backgrounds.mjs";
import { herbFlecks, thyme } from "../ingredients/herbs.mjs";
import { parmesanShavings } from "../ingredients/pantry.mjs";
import { oilDrops, pepperFlecks, sheen } from "../ingredients/toppings.mjs";
import { arcPoints, blob, scatter } from "../shapes.mjs";
import { at, closedCurve, group, num, openCurve, toRadians } from "../svg.mjs";
import { plate, spoon } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {number} rot
 */
function mushroomSlice(scene, x, y, size, rot, { raw = false } = {}) {
  const cap = `M${num(-size * 0.5)} ${num(size * 0.05)}C${num(-size * 0.55)} ${num(-size * 0.5)} ${num(size * 0.55)} ${num(-size * 0.5)} ${num(size * 0.5)} ${num(size * 0.05)}Q${num(size * 0.3)} ${num(size * 0.12)} ${num(size * 0.14)} ${num(size * 0.1)}L${num(size * 0.16)} ${num(size * 0.45)}Q0 ${num(size * 0.55)} ${num(-size * 0.16)} ${num(size * 0.45)}L${num(-size * 0.14)} ${num(size * 0.1)}Q${num(-size * 0.3)} ${num(size * 0.12)} ${num(-size * 0.5)} ${num(size * 0.05)}Z`;
  const skin = raw ? "#b08a64" : "#5a3216";
  /** @type {[light: string, dark: string]} */
  const face = raw ? ["#faf1e2", "#eadcc4"] : ["#dcae72", "#9a6232"];
  let svg = `<path d="${cap}" fill="${skin}"/>`;
  svg += `<path d="${cap}" transform="scale(0.86) translate(0 ${num(size * 0.03)})" fill="${scene.radialGradient(
    [
      [0, face[0]],
      [1, face[1]],
    ],
    0.5,
    0.4,
    0.6,
  )}"/>`;
  svg += `<path d="M${num(-size * 0.4)} ${num(size * 0.02)}Q0 ${num(-size * 0.1)} ${num(size * 0.4)} ${num(size * 0.02)}" stroke="${raw ? "#c8a888" : "#8a5a30"}" stroke-width="${num(size * 0.05)}" fill="none" opacity="0.6"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(2, 4, 3, 0.4)}">${svg}</g>`;
}

/**
 * Seared oyster / wild mushroom: a fan with gills, browned edge.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function wildMushroom(scene, x, y, length, rot) {
  /** @type {Point[]} */
  const pts = [
    [0, length * 0.08],
    [0, -length * 0.08],
  ];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const angle = toRadians(-55 + (110 * i) / n);
    const rr = length * (0.9 + 0.1 * Math.sin(i * 2.3)) * scene.random(0.94, 1.04);
    pts.splice(1 + i, 0, [Math.cos(angle) * rr, Math.sin(angle) * rr]);
  }
  const shape = closedCurve(pts.slice(0, -1).concat([[length * 0.1, length * 0.06]]));
  let svg = `<path d="${shape}" fill="${scene.radialGradient(
    [
      [0, "#e8c890"],
      [0.55, "#b98450"],
      [0.9, "#7a4a22"],
      [1, "#4a2810"],
    ],
    0.25,
    0.5,
    0.8,
  )}"/>`;
  for (let i = 0; i < 12; i++) {
    const angle = toRadians(-48 + (96 * i) / 11);
    svg += `<path d="M${num(length * 0.12)} 0Q${num(Math.cos(angle) * length * 0.5)} ${num(Math.sin(angle) * length * 0.45)} ${num(Math.cos(angle) * length * 0.82)} ${num(Math.sin(angle) * length * 0.82)}" stroke="#6a3e1a" stroke-width="1.4" fill="none" opacity="0.45"/>`;
  }
  svg += `<path d="${openCurve(arcPoints(0, 0, length * 0.72, -40, 30, 6))}" stroke="#fff3dc" stroke-width="${num(length * 0.06)}" fill="none" opacity="0.35" stroke-linecap="round" filter="${scene.blur(2)}"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function buttonMushroom(scene, x, y, r) {
  let svg = `<circle r="${num(r)}" fill="${scene.radialGradient(
    [
      [0, "#c8a27a"],
      [0.6, "#8a6038"],
      [1, "#4a3018"],
    ],
    0.4,
    0.35,
    0.65,
  )}"/>`;
  svg += `<ellipse cx="${num(-r * 0.3)}" cy="${num(-r * 0.35)}" rx="${num(r * 0.35)}" ry="${num(r * 0.16)}" transform="rotate(-35 ${num(-r * 0.3)} ${num(-r * 0.35)})" fill="#fff" opacity="0.35" filter="${scene.blur(2)}"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function parmesanWedge(scene, x, y, length, rot) {
  let svg = `<path d="M0 0L${num(length)} ${num(-length * 0.28)}L${num(length * 0.92)} ${num(length * 0.36)}Z" fill="${scene.linearGradient(
    [
      [0, "#fdf0c0"],
      [1, "#ecd48a"],
    ],
    0,
    0,
    1,
    1,
  )}" filter="${scene.grain({ freq: 0.25, k: 3, b: -2, color: [0.8, 0.65, 0.3], oct: 1, seed: 93 })}"/>`;
  svg += `<path d="M${num(length)} ${num(-length * 0.28)}L${num(length * 0.92)} ${num(length * 0.36)}L${num(length * 1.02)} ${num(length * 0.38)}L${num(length * 1.1)} ${num(-length * 0.26)}Z" fill="${scene.linearGradient(
    [
      [0, "#d8a850"],
      [1, "#a8782a"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  for (let i = 0; i < 5; i++)
    svg += `<circle cx="${num(scene.random(length * 0.4, length * 0.85))}" cy="${num(scene.random(-length * 0.1, length * 0.15))}" r="${num(scene.random(2, 4))}" fill="#e0c070" opacity="0.7"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.layeredShadow(0.4, 1)}">${svg}</g>`;
}

/** @type {Focus} */
export const focus = [130, 50, 780];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgStone(scene, "#4d433c", { speck: 0.4 });
  svg += spoon(scene, 1040, 860, -100, 360, { metal: false, color: "#b98a58" });
  svg += wildMushroom(scene, 1010, 130, 120, 40);
  svg += wildMushroom(scene, 1110, 250, 110, 150);
  svg += buttonMushroom(scene, 960, 270, 44);
  svg += buttonMushroom(scene, 1100, 100, 38);
  svg += parmesanWedge(scene, 60, 760, 200, -18);
  svg += thyme(scene, 880, 760, 170, -30);
  svg += thyme(scene, 900, 800, 150, -10);
  const cx = 520;
  const cy = 440;
  svg += plate(scene, cx, cy, 360, { base: "#f6f1e8", edge: "#c9bfb0", wellK: 0.7 });
  svg += group(
    `filter="${scene.dropShadow(4, 6, 8, 0.35)}"`,
    `<path d="${blob(scene, cx, cy, 238, 228, { n: 14, jit: 0.05 })}" fill="${scene.radialGradient(
      [
        [0, "#f2dfa8"],
        [0.7, "#e2c57e"],
        [1, "#c9a862"],
      ],
      0.45,
      0.42,
      0.6,
    )}"/>`,
  );
  for (const [x, y] of scatter(scene, 900, cx, cy, 228, 218)) {
    const angle = scene.random(0, 180);
    svg += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="8.5" ry="4.6" transform="rotate(${num(angle)} ${num(x)} ${num(y)})" fill="${scene.pick(["#f8ebc8", "#f0dcaa", "#fcf3dc", "#ead29a"])}" stroke="#c8a866" stroke-width="0.8"/>`;
  }
  svg += sheen(scene, scatter(scene, 12, cx - 50, cy - 50, 160), { size: 26, op: 0.4 });
  for (const [x, y] of scatter(scene, 9, cx, cy, 175))
    svg += wildMushroom(scene, x, y, scene.random(70, 90), scene.random(0, 360));
  for (const [x, y] of scatter(scene, 6, cx, cy, 170))
    svg += mushroomSlice(scene, x, y, scene.random(60, 74), scene.random(0, 360));
  svg += parmesanShavings(scene, scatter(scene, 9, cx, cy, 160), 24);
  svg += thyme(scene, cx + 20, cy - 40, 110, -30);
  svg += herbFlecks(scene, scatter(scene, 60, cx, cy, 210), {
    size: 4.5,
    colors: ["#4f7a2c", "#5e8a3a", "#3a6a1c"],
  });
  svg += pepperFlecks(scene, scatter(scene, 90, cx, cy, 220), { size: 2 });
  svg += oilDrops(scene, scatter(scene, 10, cx, cy, 190), { color: "#e8c24a", size: 7, op: 0.5 });
  return svg + photoLighting(scene);
}

// @ts-check
import { bgWood, photoLighting } from "../backgrounds.mjs";
import { herbFlecks, rosemary, thyme } from "../ingredients/herbs.mjs";
import { citrus, garlicBulb, garlicClove } from "../ingredients/produce.mjs";
import { pepperFlecks, sesame, sheen } from "../ingredients/toppings.mjs";
import { blob, scatter, tube } from "../shapes.mjs";
import { at, closedCurve, num } from "../svg.mjs";
import { napkin, plate } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../color.mjs").Shades} Shades */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * Whole roast chicken from above, legs toward +y.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {number} rot
 */
function roastChicken(scene, x, y, scale, rot) {
  /**
   * @param {string} light
   * @param {string} mid
   * @param {string} dark
   */
  const skin = (light, mid, dark) =>
    scene.radialGradient(
      [
        [0, light],
        [0.5, mid],
        [1, dark],
      ],
      0.4,
      0.35,
      0.6,
    );
  const grain = scene.grain({
    freq: 0.045,
    k: 1.5,
    b: -0.72,
    color: [0.36, 0.12, 0.02],
    oct: 3,
    seed: 37,
  });
  /** @type {Shades} */
  const gold = ["#e8a24a", "#b9601c", "#5e2608"];
  let svg = "";
  // wings
  for (const side of [-1, 1])
    svg += `<path d="${blob(scene, side * 150, -95, 80, 55, { n: 9, jit: 0.1, rot: side * 35 })}" fill="${skin("#e3a04c", "#b25f1e", "#5e260a")}" filter="${grain}"/>`;
  // body / breast
  const body = closedCurve([
    [0, -210],
    [110, -180],
    [175, -70],
    [170, 60],
    [110, 170],
    [0, 205],
    [-110, 170],
    [-170, 60],
    [-175, -70],
    [-110, -180],
  ]);
  svg += `<path d="${body}" fill="${skin(...gold)}" filter="${grain}"/>`;
  svg += `<path d="M0 -190Q8 0 0 170" stroke="#7a3a10" stroke-width="10" fill="none" opacity="0.25" filter="${scene.blur(6)}"/>`;
  for (const side of [-1, 1])
    svg += `<ellipse cx="${side * 70}" cy="-40" rx="60" ry="110" fill="#ffd89a" opacity="0.18" filter="${scene.blur(18)}"/>`;
  // thighs + drumsticks
  for (const side of [-1, 1]) {
    svg += `<path d="M${side * 100} 130Q${side * 40} 170 ${side * 30} 200" stroke="#5a2a0a" stroke-width="14" fill="none" opacity="0.35" filter="${scene.blur(7)}"/>`;
    svg += `<path d="${blob(scene, side * 135, 115, 85, 115, { n: 10, jit: 0.06, rot: side * -20 })}" fill="${skin("#eeae55", "#c06a24", "#652a0a")}" filter="${grain}"/>`;
    /** @type {Point[]} */
    const dpts = [
      [side * 120, 150],
      [side * 80, 230],
      [side * 35, 300],
    ];
    svg += `<path d="${tube(dpts, [52, 40, 22])}" fill="${skin("#f2b85e", "#c5712a", "#6a2e0c")}" filter="${grain}"/>`;
    svg += `<ellipse cx="${side * 30}" cy="312" rx="20" ry="16" fill="${scene.radialGradient([
      [0, "#fff8e8"],
      [1, "#d8c4a0"],
    ])}"/>`;
  }
  svg += `<path d="M-40 300Q0 280 40 300" stroke="#f3ead8" stroke-width="5" fill="none" opacity="0.8"/>`;
  for (let i = 0; i < 14; i++) {
    const [px, py] = [scene.random(-150, 150), scene.random(-180, 240)];
    svg += `<ellipse cx="${num(px)}" cy="${num(py)}" rx="${num(scene.random(10, 26))}" ry="${num(scene.random(6, 14))}" fill="#5a2204" opacity="${Number(num(scene.random(0.08, 0.2) * 100)) / 100}" filter="${scene.blur(6)}"/>`;
  }
  svg += `<ellipse cx="-70" cy="-110" rx="70" ry="26" transform="rotate(-60 -70 -110)" fill="#fff8e0" opacity="0.55" filter="${scene.blur(9)}"/>`;
  svg += `<ellipse cx="60" cy="-120" rx="55" ry="18" transform="rotate(-70 60 -120)" fill="#fff8e0" opacity="0.4" filter="${scene.blur(8)}"/>`;
  for (const side of [-1, 1])
    svg += `<ellipse cx="${side * 150}" cy="80" rx="40" ry="14" transform="rotate(${side * 60 - 20} ${side * 150} 80)" fill="#fff8e0" opacity="0.4" filter="${scene.blur(6)}"/>`;
  svg += herbFlecks(scene, scatter(scene, 60, 0, 0, 160, 190), {
    size: 4.5,
    shadow: false,
    colors: ["#3f6a1c", "#56822a", "#2f4f14"],
  });
  svg += pepperFlecks(scene, scatter(scene, 90, 0, 40, 170, 230), { size: 2, color: "#2a1004" });
  svg += sesame(scene, scatter(scene, 50, 0, 0, 160, 200), { size: 2.2, color: "#fffaf0" });
  return `<g ${at(x, y, rot, scale)} filter="${scene.layeredShadow(1.2, 1.2)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} rot
 */
function babyPotato(scene, x, y, r, rot) {
  let contents = `<path d="${blob(scene, 0, 0, r, r * 0.8, { n: 8, jit: 0.08, rot })}" fill="${scene.radialGradient(
    [
      [0, "#c89a5a"],
      [1, "#7a4a1c"],
    ],
  )}"/>`;
  contents += `<path d="${blob(scene, r * 0.05, 0, r * 0.84, r * 0.64, { n: 8, jit: 0.06, rot })}" fill="${scene.radialGradient(
    [
      [0, "#fde7a8"],
      [0.55, "#f0c168"],
      [1, "#c4802c"],
    ],
    0.45,
    0.4,
    0.6,
  )}" filter="${scene.grain({ freq: 0.12, k: 1.6, b: -0.9, color: [0.55, 0.28, 0.06], oct: 2, seed: 43 })}"/>`;
  contents += `<ellipse cx="${num(-r * 0.25)}" cy="${num(-r * 0.2)}" rx="${num(r * 0.3)}" ry="${num(r * 0.12)}" transform="rotate(-30 ${num(-r * 0.25)} ${num(-r * 0.2)})" fill="#fff" opacity="0.35" filter="${scene.blur(3)}"/>`;
  return `<g ${at(x, y)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${contents}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function roastCarrot(scene, x, y, length, rot) {
  /** @type {Point[]} */
  const pts = [
    [0, 0],
    [length * 0.35, 2],
    [length * 0.7, 0],
    [length, 3],
  ];
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.4)}"><path d="${tube(pts, [length * 0.09, length * 0.075, length * 0.05, length * 0.02])}" fill="${scene.linearGradient(
    [
      [0, "#ffae4a"],
      [0.5, "#e8701a"],
      [1, "#a8420c"],
    ],
  )}"/><path d="M${num(length * 0.1)} ${num(-length * 0.03)}L${num(length * 0.8)} ${num(-length * 0.015)}" stroke="#fff" stroke-width="${num(length * 0.02)}" opacity="0.35" stroke-linecap="round"/>${[0.25, 0.45, 0.65].map((t) => `<path d="M${num(length * t)} ${num(-length * 0.06)}q3 ${num(length * 0.05)} 0 ${num(length * 0.1)}" stroke="#9a3a0a" stroke-width="1.5" fill="none" opacity="0.5"/>`).join("")}</g>`;
}

/** @type {Focus} */
export const focus = [150, 40, 860];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgWood(scene, "#5a3a25", { n: 5, dir: "h" });
  svg += napkin(scene, 900, -40, 380, 300, 14, { color: "#e7ddcd", stripe: "#3f6212", stripes: 2 });
  const cx = 580;
  const cy = 460;
  svg += `<g transform="translate(${cx} ${cy}) scale(1.28 1)">${plate(scene, 0, 0, 345, { base: "#f3ede2", edge: "#c9bca6", wellK: 0.84, band: "#6b8a3a" })}</g>`;
  svg += `<path d="${blob(scene, cx, cy, 300, 215, { n: 14, jit: 0.08 })}" fill="#d08a2a" opacity="0.4" filter="${scene.blur(12)}"/>`;
  svg += sheen(scene, scatter(scene, 10, cx, cy, 300, 200), { size: 30, op: 0.35 });
  svg += roastCarrot(scene, cx - 390, cy + 90, 210, -75);
  svg += roastCarrot(scene, cx + 260, cy - 200, 200, -20);
  svg += roastCarrot(scene, cx + 200, cy + 240, 190, 15);
  for (const [x, y] of /** @satisfies {Point[]} */ ([
    [cx - 340, cy - 100],
    [cx - 300, cy + 170],
    [cx + 350, cy + 60],
    [cx + 380, cy - 60],
    [cx - 200, cy + 250],
    [cx + 120, cy + 275],
    [cx - 150, cy - 270],
  ]))
    svg += babyPotato(scene, x, y, scene.random(36, 46), scene.random(0, 180));
  svg += citrus(scene, cx - 250, cy - 200, 62, 10, { half: true });
  svg += citrus(scene, cx + 290, cy + 190, 58, 50, { half: true });
  svg += garlicBulb(scene, cx + 210, cy - 250, 44);
  svg += roastChicken(scene, cx + 10, cy - 10, 1.0, -90);
  svg += rosemary(scene, cx - 440, cy - 10, 210, -70);
  svg += rosemary(scene, cx + 250, cy - 40, 190, 110);
  svg += thyme(scene, cx - 130, cy + 250, 150, -10);
  svg += rosemary(scene, 90, 120, 240, 30);
  svg += garlicClove(scene, 180, 800, 60, -20);
  svg += garlicClove(scene, 250, 830, 56, 30);
  svg += citrus(scene, 1070, 780, 75, 30);
  return svg + photoLighting(scene, { vignette: 0.38 });
}

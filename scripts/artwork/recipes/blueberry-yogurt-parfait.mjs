// @ts-check
import { HEIGHT, WIDTH, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { blueberry } from "../ingredients/produce.mjs";
import { noiseRect } from "../noise.mjs";
import { blob, scatter } from "../shapes.mjs";
import { group, nth, num, openCurve } from "../svg.mjs";
import { METAL } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * Side-view scene: a glass of blueberry yogurt parfait on a table against a wall.
 * @type {Focus}
 */
export const focus = [230, 130, 660];

/** @param {Scene} scene */
export function draw(scene) {
  const horizon = 560;
  let svg = `<rect width="${WIDTH}" height="${horizon}" fill="${scene.userLinearGradient(
    [
      [0, "#e4dcf2"],
      [1, "#cfc3e6"],
    ],
    0,
    0,
    0,
    horizon,
  )}"/>`;
  svg += noiseRect(
    scene,
    { freq: 0.006, k: 2, b: -1.1, color: [0.6, 0.55, 0.7], oct: 3, seed: 73 },
    0,
    0,
    WIDTH,
    horizon,
    0.5,
  );
  svg += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${scene.userLinearGradient(
    [
      [0, "#f4f0fa"],
      [1, "#ddd3ec"],
    ],
    0,
    horizon,
    0,
    HEIGHT,
  )}"/>`;
  svg += noiseRect(
    scene,
    { freq: "0.004 0.03", k: 2, b: -1.1, color: [0.7, 0.65, 0.8], oct: 3, seed: 74 },
    0,
    horizon,
    WIDTH,
    HEIGHT - horizon,
    0.6,
  );
  svg += `<rect y="${horizon - 2}" width="${WIDTH}" height="6" fill="#fff" opacity="0.6"/>`;
  svg += `<rect x="-100" y="-100" width="500" height="${horizon + 100}" fill="#fff" opacity="0.16" transform="skewX(-20)" filter="${scene.blur(30)}"/>`;
  const gx = 560;
  const top = 150;
  const bot = 800;
  const wt = 170;
  const wb = 140;
  // a small bowl of berries behind, and a linen napkin
  svg += `<ellipse cx="230" cy="${horizon + 95}" rx="170" ry="26" fill="#3a2a55" opacity="0.25" filter="${scene.blur(10)}"/>`;
  for (const [bx, by] of scatter(scene, 16, 230, horizon - 2, 120, 26))
    svg += blueberry(scene, bx, by, 24);
  svg += `<path d="M70 ${horizon}Q80 ${horizon + 100} 230 ${horizon + 100}Q380 ${horizon + 100} 390 ${horizon}Z" fill="${scene.linearGradient(
    [
      [0, "#ffffff"],
      [0.6, "#eeeaf4"],
      [1, "#cfc6de"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  svg += `<ellipse cx="230" cy="${horizon}" rx="160" ry="14" fill="none" stroke="#fff" stroke-width="4"/>`;
  // shadow
  svg += `<ellipse cx="${gx + 90}" cy="${bot + 5}" rx="230" ry="32" fill="#3a2a55" opacity="0.28" filter="${scene.blur(14)}"/>`;
  const glass = `M${gx - wt} ${top}L${gx - wb} ${bot - 30}Q${gx - wb} ${bot} ${gx - wb + 30} ${bot}L${gx + wb - 30} ${bot}Q${gx + wb} ${bot} ${gx + wb} ${bot - 30}L${gx + wt} ${top}Z`;
  const inner = `M${gx - wt + 12} ${top}L${gx - wb + 12} ${bot - 60}Q${gx - wb + 14} ${bot - 36} ${gx - wb + 40} ${bot - 36}L${gx + wb - 40} ${bot - 36}Q${gx + wb - 14} ${bot - 36} ${gx + wb - 12} ${bot - 60}L${gx + wt - 12} ${top}Z`;
  const clip = scene.clipPath(`<path d="${inner}"/>`);
  /** @type {[bottom: number, top: number, kind: "berry" | "yog" | "gran"][]} */
  const layers = [
    [bot - 36, 660, "berry"],
    [660, 590, "yog"],
    [590, 500, "gran"],
    [500, 420, "yog"],
    [420, 350, "berry"],
    [350, 245, "yog"],
  ];
  let L = "";
  for (const [yb, yt, kind] of layers) {
    /** @type {Point[]} */
    const wave = [];
    const ph = scene.random(0, 6);
    for (let i = 0; i <= 8; i++)
      wave.push([gx - 220 + i * 55, yt + Math.sin(i * 1.1 + ph) * 20 + scene.random(-6, 6)]);
    const pathData = `M${gx - 230} ${yb + 5}L${gx - 230} ${yt}${openCurve(wave).replace(/^M[^C]*/, `L${num(nth(wave, 0)[0])} ${num(nth(wave, 0)[1])}`)}L${gx + 230} ${yb + 5}Z`;
    if (kind === "yog") {
      L += `<path d="${pathData}" fill="${scene.userLinearGradient(
        [
          [0, "#d9d2e2"],
          [0.18, "#fbf9f7"],
          [0.45, "#ffffff"],
          [0.8, "#efeaf0"],
          [1, "#cfc6da"],
        ],
        gx - wt,
        0,
        gx + wt,
        0,
      )}"/>`;
    } else if (kind === "berry") {
      L += `<path d="${pathData}" fill="${scene.userLinearGradient(
        [
          [0, "#3a1450"],
          [0.3, "#6a2e8a"],
          [0.6, "#57207a"],
          [1, "#2a0c40"],
        ],
        gx - wt,
        0,
        gx + wt,
        0,
      )}"/>`;
      for (let i = 0; i < 14; i++) {
        const bx = gx + scene.random(-wt, wt);
        const by = scene.random(yt + 5, yb - 5);
        L += blueberry(scene, bx, by, scene.random(18, 24));
      }
      L += `<path d="${openCurve(wave)}" stroke="#8a4aa8" stroke-width="10" fill="none" opacity="0.5" transform="translate(0 -4)" filter="${scene.blur(4)}"/>`;
    } else {
      L += `<path d="${pathData}" fill="#c98a3a"/>`;
      for (let i = 0; i < 70; i++) {
        const bx = gx + scene.random(-wt, wt);
        const by = scene.random(yt + 2, yb);
        const rr = scene.random(7, 16);
        L += `<path d="${blob(scene, bx, by, rr, rr * 0.75, { n: 7, jit: 0.3 })}" fill="${scene.pick(["#e6b060", "#d49a48", "#f2c878", "#b87a30"])}" stroke="#8a5a20" stroke-width="0.8"/>`;
      }
    }
  }
  // surface of the top layer, seen slightly from above
  L += `<ellipse cx="${gx}" cy="260" rx="${wt - 14}" ry="26" fill="#fbf8f6"/>`;
  svg += `<path d="${glass}" fill="#ffffff" opacity="0.35"/>`;
  svg += `<g clip-path="${clip}">${L}<rect x="${gx - wt}" y="${top}" width="40" height="${bot - top}" fill="#fff" opacity="0.35" filter="${scene.blur(6)}"/><rect x="${gx + wt - 70}" y="${top}" width="30" height="${bot - top}" fill="#fff" opacity="0.2" filter="${scene.blur(6)}"/><path d="${inner}" fill="none" stroke="#5a4a7a" stroke-width="16" opacity="0.18" filter="${scene.blur(6)}"/></g>`;
  svg += `<path d="M${gx - wb + 14} ${bot - 34}L${gx + wb - 14} ${bot - 34}L${gx + wb - 8} ${bot - 10}Q${gx + wb - 10} ${bot - 2} ${gx + wb - 30} ${bot - 2}L${gx - wb + 30} ${bot - 2}Q${gx - wb + 10} ${bot - 2} ${gx - wb + 8} ${bot - 10}Z" fill="#eef2f8" opacity="0.55"/>`;
  svg += `<path d="${glass}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`;
  svg += `<path d="M${gx - wt + 26} ${top + 40}L${gx - wb + 24} ${bot - 80}" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.55" filter="${scene.blur(3)}"/>`;
  svg += `<path d="M${gx + wt - 34} ${top + 60}L${gx + wb - 30} ${bot - 120}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.4" filter="${scene.blur(2)}"/>`;
  svg += `<ellipse cx="${gx}" cy="${top}" rx="${wt}" ry="20" fill="none" stroke="#fff" stroke-width="4" opacity="0.85"/>`;
  // toppings above the rim
  svg += group(
    `filter="${scene.dropShadow(3, 5, 4, 0.3)}"`,
    scatter(scene, 26, gx, 245, 120, 18)
      .map(([x, y]) => {
        const rr = scene.random(8, 15);
        return `<path d="${blob(scene, x, y - 6, rr, rr * 0.75, { n: 7, jit: 0.3 })}" fill="${scene.pick(["#e6b060", "#d49a48", "#f2c878"])}" stroke="#8a5a20" stroke-width="0.8"/>`;
      })
      .join(""),
  );
  for (const [x, y] of /** @satisfies {Point[]} */ ([
    [gx - 60, 225],
    [gx + 10, 215],
    [gx + 70, 228],
    [gx - 15, 238],
    [gx + 40, 200],
    [gx - 40, 205],
  ]))
    svg += blueberry(scene, x, y, 22);
  svg += leaf(scene, gx + 5, 200, 70, -60, { kind: "mint", w: 0.45 });
  svg += leaf(scene, gx + 5, 200, 62, -130, { kind: "mint", w: 0.45 });
  svg += leaf(scene, gx + 5, 200, 50, -95, { kind: "mint", w: 0.45 });
  // props on the table
  for (const [x, y] of /** @satisfies {Point[]} */ ([
    [230, 760],
    [280, 800],
    [190, 820],
    [880, 780],
    [940, 820],
    [330, 840],
  ]))
    svg += blueberry(scene, x, y, 22);
  svg += `<g filter="${scene.dropShadow(6, 8, 6, 0.3)}"><path d="M820 880L1140 700" stroke="${scene.userLinearGradient(METAL, 0, 0, 10, 10)}" stroke-width="14" stroke-linecap="round"/><ellipse cx="1160" cy="688" rx="44" ry="26" transform="rotate(-30 1160 688)" fill="${scene.linearGradient(METAL)}"/></g>`;
  svg += leaf(scene, 400, 800, 80, -20, { kind: "mint", w: 0.45 });
  return svg + photoLighting(scene, { light: 0.1, vignette: 0.22 });
}

// @ts-check
import { HEIGHT, WIDTH, photoLighting } from "../backgrounds.mjs";
import { noiseColor } from "../color.mjs";
import { GREENS, cilantro } from "../ingredients/herbs.mjs";
import { citrusWedge } from "../ingredients/produce.mjs";
import { dice } from "../ingredients/toppings.mjs";
import { noiseRect } from "../noise.mjs";
import { blob, scatter, tube } from "../shapes.mjs";
import { at, group, num, toRadians } from "../svg.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function radishSlice(scene, x, y, r) {
  return `<g ${at(x, y)} filter="${scene.dropShadow(2, 3, 2.5, 0.35)}"><circle r="${num(r)}" fill="#d81b60"/><circle r="${num(r * 0.86)}" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [1, "#fbe4ee"],
    ],
  )}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M0 0L${num(Math.cos(toRadians(i * 60)) * r * 0.7)} ${num(Math.sin(toRadians(i * 60)) * r * 0.7)}" stroke="#f3c5d8" stroke-width="1.2"/>`).join("")}</g>`;
}

/**
 * A street taco standing upright, seen from the side: shell, a mound of fillings, crema.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} base the y of the table the taco stands on
 * @param {number} shellWidth
 * @param {number} shellHeight
 * @param {number} rot
 */
function tacoSide(scene, x, base, shellWidth, shellHeight, rot) {
  const top = base - shellHeight;
  /**
   * @param {number} dy
   * @param {number} wk how much of the shell's width it spans
   */
  const shell = (dy, wk) =>
    `M${num(x - (shellWidth / 2) * wk)} ${num(top + dy)}A${num((shellWidth / 2) * wk)} ${num(shellHeight - dy)} 0 0 0 ${num(x + (shellWidth / 2) * wk)} ${num(top + dy)}Z`;
  let svg = `<path d="${shell(-shellHeight * 0.16, 0.97)}" fill="${scene.linearGradient([
    [0, "#e9c77e"],
    [1, "#c9974a"],
  ])}"/>`;
  // fillings piled above the rim
  let fill = "";
  /** @param {number} px */
  const mound = (px) => {
    const t = (px - x) / (shellWidth / 2);
    return top - shellHeight * 0.5 * Math.sqrt(Math.max(0, 1 - t * t));
  };
  for (let i = 0; i < 22; i++) {
    const px = x + scene.random(-shellWidth * 0.46, shellWidth * 0.46);
    const py = scene.random(mound(px) + 6, top + 10);
    fill += `<path d="${blob(scene, px, py, scene.random(18, 28), scene.random(10, 16), { n: 9, jit: 0.3, rot: scene.random(-30, 30) })}" fill="${scene.pick(["#9ccf5a", "#b8e07a", "#7fb83e"])}"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const px = x + scene.random(-shellWidth * 0.44, shellWidth * 0.44);
    const py = scene.random(mound(px) + 10, top + 6);
    const length = scene.random(16, 26);
    const angle = scene.random(0, 180);
    fill += `<path d="${blob(scene, px, py, length * 0.6, length * 0.45, { n: 5, jit: 0.3, rot: angle })}" fill="${scene.radialGradient(
      [
        [0, "#a8683e"],
        [0.55, "#74401e"],
        [1, "#40200c"],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`;
  }
  fill += dice(
    scene,
    Array.from({ length: 14 }, () => {
      const px = x + scene.random(-shellWidth * 0.4, shellWidth * 0.4);
      return [px, scene.random(mound(px) + 8, top)];
    }),
    ["#e0301e", "#c82414", "#ef4a2a"],
    13,
  );
  fill += dice(
    scene,
    Array.from({ length: 14 }, () => {
      const px = x + scene.random(-shellWidth * 0.4, shellWidth * 0.4);
      return [px, scene.random(mound(px) + 6, top)];
    }),
    ["#ffffff", "#f4efe6"],
    10,
  );
  for (let i = 0; i < 4; i++) {
    const px = x + scene.random(-shellWidth * 0.35, shellWidth * 0.35);
    fill += cilantro(
      scene,
      px,
      mound(px) + 4,
      scene.random(18, 24),
      scene.random(-150, -30),
      GREENS.mint,
    );
  }
  /** @type {Point[]} */
  const cr = [];
  for (let k = 0; k <= 10; k++) {
    const px = x - shellWidth * 0.38 + (k * shellWidth * 0.76) / 10;
    cr.push([px, mound(px) + 12 + (k % 2 ? 10 : -6)]);
  }
  fill += `<path d="${tube(cr, () => 3.5)}" fill="#fffaf0" filter="${scene.dropShadow(1, 1.5, 1, 0.3)}"/>`;
  svg += group(`filter="${scene.dropShadow(2, 4, 3, 0.35)}"`, fill);
  // front half of the tortilla
  const front = shell(0, 1);
  svg += `<path d="${front}" fill="${scene.radialGradient(
    [
      [0, "#f8dc96"],
      [0.6, "#e8b960"],
      [1, "#b87e34"],
    ],
    0.4,
    0.1,
    0.9,
  )}" filter="${scene.grain({ freq: 0.07, k: 1.5, b: -0.9, color: [0.55, 0.32, 0.1], oct: 2, seed: 97 })}"/>`;
  const fclip = scene.clipPath(`<path d="${front}"/>`);
  let spots = "";
  for (let i = 0; i < 16; i++)
    spots += `<ellipse cx="${num(x + scene.random(-shellWidth * 0.4, shellWidth * 0.4))}" cy="${num(scene.random(top + 10, base - 10))}" rx="${num(scene.random(6, 14))}" ry="${num(scene.random(4, 8))}" fill="#6a3a12" opacity="0.4" filter="${scene.blur(2.5)}"/>`;
  spots += `<path d="M${num(x - shellWidth / 2)} ${num(top + 4)}H${num(x + shellWidth / 2)}" stroke="#fff6d6" stroke-width="7" opacity="0.8"/>`;
  spots += `<ellipse cx="${num(x + shellWidth * 0.2)}" cy="${num(base - shellHeight * 0.25)}" rx="${num(shellWidth * 0.35)}" ry="${num(shellHeight * 0.35)}" fill="#8a5a1e" opacity="0.3" filter="${scene.blur(16)}"/>`;
  svg += `<g clip-path="${fclip}">${spots}</g>`;
  return `<g transform="rotate(${rot} ${num(x)} ${num(base)})">${svg}</g>`;
}

/**
 * Side-view scene: three street tacos on a board against a turquoise wall.
 * @type {Focus}
 */
export const focus = [180, 180, 720];

/** @param {Scene} scene */
export function draw(scene) {
  const horizon = 430;
  let svg = `<rect width="${WIDTH}" height="${horizon}" fill="#2a9a8c"/>`;
  for (let i = 1; i < 7; i++)
    svg += `<rect x="${i * 172 - 2}" y="0" width="4" height="${horizon}" fill="#1d6f65" opacity="0.6"/>`;
  svg += noiseRect(
    scene,
    { freq: "0.06 0.003", k: 2.4, b: -1.2, color: noiseColor("#1d6f65"), oct: 3, seed: 98 },
    0,
    0,
    WIDTH,
    horizon,
    0.6,
  );
  svg += `<rect width="${WIDTH}" height="${horizon}" fill="${scene.userLinearGradient(
    [
      [0, "#fff", 0.12],
      [1, "#000", 0.1],
    ],
    0,
    0,
    WIDTH,
    horizon,
  )}"/>`;
  svg += `<g transform="translate(0 ${horizon})">${`<rect width="${WIDTH}" height="${HEIGHT - horizon}" fill="${scene.userLinearGradient(
    [
      [0, "#c9955e"],
      [1, "#a8743e"],
    ],
    0,
    0,
    0,
    HEIGHT - horizon,
  )}"/>`}${noiseRect(scene, { freq: "0.003 0.06", k: 2.6, b: -1.25, color: noiseColor("#6a3e1a"), oct: 4, seed: 99 }, 0, 0, WIDTH, HEIGHT - horizon, 0.7)}</g>`;
  svg += `<rect y="${horizon}" width="${WIDTH}" height="18" fill="#000" opacity="0.18" filter="${scene.blur(8)}"/>`;
  // salsa bowl behind on the right, lime and cilantro
  svg += `<ellipse cx="1040" cy="${horizon + 120}" rx="120" ry="22" fill="#2a1608" opacity="0.3" filter="${scene.blur(10)}"/>`;
  svg += `<ellipse cx="1040" cy="${horizon + 30}" rx="110" ry="22" fill="#b8200e"/>`;
  for (const [x, y] of scatter(scene, 14, 1040, horizon + 28, 90, 14))
    svg += `<rect x="${num(x)}" y="${num(y)}" width="10" height="8" rx="2" fill="${scene.pick(["#ef4a2a", "#ffffff", "#3f8a22"])}"/>`;
  svg += `<path d="M930 ${horizon + 30}Q940 ${horizon + 125} 1040 ${horizon + 125}Q1140 ${horizon + 125} 1150 ${horizon + 30}Z" fill="${scene.linearGradient(
    [
      [0, "#f4efe6"],
      [0.55, "#e6dccb"],
      [1, "#b9ab94"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  svg += `<ellipse cx="1040" cy="${horizon + 30}" rx="110" ry="22" fill="none" stroke="#fff" stroke-width="5"/>`;
  // board
  svg += `<g filter="${scene.layeredShadow(1, 1)}"><path d="M70 ${horizon + 150}L1000 ${horizon + 150}L1040 ${horizon + 240}L40 ${horizon + 240}Z" fill="${scene.linearGradient(
    [
      [0, "#e6bf86"],
      [1, "#cf9f62"],
    ],
  )}"/><rect x="40" y="${horizon + 240}" width="1000" height="26" fill="#9a6a36"/></g>`;
  svg += noiseRect(
    scene,
    { freq: "0.004 0.08", k: 2.4, b: -1.2, color: noiseColor("#8a5a2a"), oct: 3, seed: 100 },
    60,
    horizon + 112,
    960,
    86,
    0.6,
  );
  // tacos
  const bl = horizon + 215;
  svg += `<ellipse cx="540" cy="${bl + 4}" rx="430" ry="18" fill="#3a1e08" opacity="0.35" filter="${scene.blur(8)}"/>`;
  svg += tacoSide(scene, 265, bl, 340, 215, -5);
  svg += tacoSide(scene, 545, bl, 350, 222, 0);
  svg += tacoSide(scene, 825, bl, 340, 215, 5);
  // foreground garnish on the table
  svg += citrusWedge(scene, 240, 800, 150, -10, "lime");
  svg += citrusWedge(scene, 390, 840, 130, 15, "lime");
  svg += radishSlice(scene, 700, 830, 32);
  svg += radishSlice(scene, 770, 860, 28);
  svg += cilantro(scene, 960, 820, 44, -30);
  svg += cilantro(scene, 1050, 860, 38, 40);
  svg += cilantro(scene, 120, 860, 36, 10);
  return svg + photoLighting(scene, { light: 0.12, vignette: 0.3 });
}

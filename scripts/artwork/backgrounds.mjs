// @ts-check
// Full-frame table surfaces for the recipe photos, and the window light laid over a finished photo.
import { darken, lighten, mix, noiseColor } from "./color.mjs";
import { noiseRect } from "./noise.mjs";
import { num, openCurve } from "./svg.mjs";

/** @typedef {import("./scene.mjs").Scene} Scene */
/** @typedef {import("./scene.mjs").NoiseOptions} NoiseOptions */
/** @typedef {import("./svg.mjs").Point} Point */

export const WIDTH = 1200;

export const HEIGHT = 900;

/**
 * Coloured noise over the whole frame.
 * @param {Scene} scene
 * @param {NoiseOptions} opts
 */
export const frameNoise = (scene, opts, opacity = 1) =>
  noiseRect(scene, opts, 0, 0, WIDTH, HEIGHT, opacity);

/**
 * Soft fabric: gradient base, mottling, fine weave and a few soft folds.
 * @param {Scene} scene
 * @param {string} base
 */
export function bgLinen(scene, base, { weave = 0.5, folds = 3, mottle = 0.5 } = {}) {
  const light = lighten(base, 0.1);
  const dark = darken(base, 0.1);
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.userLinearGradient(
    [
      [0, light],
      [1, dark],
    ],
    0,
    0,
    WIDTH * 0.5,
    HEIGHT,
  )}"/>`;
  svg += frameNoise(
    scene,
    { freq: 0.004, k: 2.4, b: -1.1, color: noiseColor(darken(base, 0.25)), oct: 3, seed: 7 },
    mottle,
  );
  svg += frameNoise(
    scene,
    { freq: "0.7 0.035", k: 2, b: -1.05, color: noiseColor(darken(base, 0.3)), oct: 1, seed: 11 },
    weave,
  );
  svg += frameNoise(
    scene,
    { freq: "0.035 0.7", k: 2, b: -1.05, color: noiseColor(lighten(base, 0.35)), oct: 1, seed: 12 },
    weave,
  );
  for (let i = 0; i < folds; i++) {
    const x = scene.random(0, WIDTH);
    const angle = scene.random(-35, 35);
    const light = i % 2 === 0;
    svg += `<rect x="${num(x)}" y="-300" width="${num(scene.random(30, 70))}" height="${HEIGHT + 600}" fill="${light ? "#ffffff" : "#1a0d05"}" opacity="${light ? 0.09 : 0.07}" transform="rotate(${num(angle)} ${num(x)} ${HEIGHT / 2})" filter="${scene.blur(26)}"/>`;
  }
  return svg;
}

/**
 * Wooden planks with grain. dir "h" = planks run horizontally.
 * @param {Scene} scene
 * @param {string} base
 */
export function bgWood(scene, base, { n = 5, dir = "h", seams = true, grain = 0.85 } = {}) {
  const horiz = dir === "h";
  const len = horiz ? HEIGHT : WIDTH;
  const size = len / n;
  let planks = "";
  for (let i = 0; i < n; i++) {
    const tone = mix(base, scene.pick(["#000000", "#ffffff", "#6b3a1a"]), scene.random(0.02, 0.12));
    const o = i * size;
    const [x, y, w, h] = horiz ? [0, o, WIDTH, size] : [o, 0, size, HEIGHT];
    planks += `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${tone}"/>`;
  }
  let svg = planks;
  const freq = horiz ? "0.0025 0.06" : "0.06 0.0025";
  svg += frameNoise(
    scene,
    {
      freq,
      k: 2.6,
      b: -1.25,
      color: noiseColor(darken(base, 0.45)),
      oct: 4,
      seed: scene.randomInt(1, 99),
    },
    grain,
  );
  svg += frameNoise(
    scene,
    {
      freq: horiz ? "0.01 0.2" : "0.2 0.01",
      k: 2,
      b: -1.1,
      color: noiseColor(lighten(base, 0.3)),
      oct: 2,
      seed: scene.randomInt(1, 99),
    },
    0.35,
  );
  if (seams) {
    for (let i = 1; i < n; i++) {
      const o = i * size;
      svg += horiz
        ? `<rect x="0" y="${num(o - 2)}" width="${WIDTH}" height="4" fill="${darken(base, 0.6)}" opacity="0.7"/><rect x="0" y="${num(o + 2)}" width="${WIDTH}" height="2" fill="#fff" opacity="0.12"/>`
        : `<rect x="${num(o - 2)}" y="0" width="4" height="${HEIGHT}" fill="${darken(base, 0.6)}" opacity="0.7"/><rect x="${num(o + 2)}" y="0" width="2" height="${HEIGHT}" fill="#fff" opacity="0.12"/>`;
    }
  }
  return svg;
}

/**
 * Gingham cloth.
 * @param {Scene} scene
 * @param {string} base
 * @param {string} stripe
 */
export function bgGingham(scene, base, stripe, { size = 70, rot = 0, folds = 4 } = {}) {
  const pid = scene.uniqueId();
  scene.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${size * 2}" height="${size * 2}" patternTransform="rotate(${rot})">` +
      `<rect width="${size * 2}" height="${size * 2}" fill="${base}"/>` +
      `<rect width="${size}" height="${size * 2}" fill="${stripe}" opacity="0.55"/>` +
      `<rect width="${size * 2}" height="${size}" fill="${stripe}" opacity="0.55"/></pattern>`,
  );
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${pid})"/>`;
  svg += frameNoise(
    scene,
    { freq: "0.8 0.04", k: 2, b: -1.1, color: noiseColor(darken(stripe, 0.3)), oct: 1, seed: 5 },
    0.35,
  );
  svg += frameNoise(
    scene,
    { freq: 0.005, k: 2.2, b: -1.1, color: [0.15, 0.1, 0.08], oct: 3, seed: 9 },
    0.35,
  );
  for (let i = 0; i < folds; i++) {
    const x = scene.random(0, WIDTH);
    const angle = scene.random(-40, 40);
    const light = i % 2 === 0;
    svg += `<rect x="${num(x)}" y="-300" width="${num(scene.random(40, 90))}" height="${HEIGHT + 600}" fill="${light ? "#ffffff" : "#1a0d05"}" opacity="${light ? 0.12 : 0.09}" transform="rotate(${num(angle)} ${num(x)} ${HEIGHT / 2})" filter="${scene.blur(30)}"/>`;
  }
  return svg;
}

/**
 * Glazed square tiles.
 * @param {Scene} scene
 * @param {string} base
 * @param {string} grout
 */
export function bgTiles(scene, base, grout, { size = 150, rot = 0, gap = 8 } = {}) {
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${grout}"/>`;
  let tiles = "";
  const span = Math.hypot(WIDTH, HEIGHT);
  const nx = Math.ceil(span / size) + 2;
  for (let i = -nx; i < nx; i++) {
    for (let j = -nx; j < nx; j++) {
      const x = WIDTH / 2 + i * size;
      const y = HEIGHT / 2 + j * size;
      const t = mix(base, scene.pick(["#ffffff", "#000000"]), scene.random(0, 0.08));
      tiles += `<rect x="${num(x + gap / 2)}" y="${num(y + gap / 2)}" width="${size - gap}" height="${size - gap}" rx="6" fill="${t}"/>`;
      tiles += `<rect x="${num(x + gap / 2)}" y="${num(y + gap / 2)}" width="${size - gap}" height="${size - gap}" rx="6" fill="${scene.linearGradient(
        [
          [0, "#ffffff", 0.22],
          [0.45, "#ffffff", 0],
          [1, "#000000", 0.12],
        ],
        0,
        0,
        1,
        1,
      )}"/>`;
    }
  }
  svg += `<g transform="rotate(${rot} ${WIDTH / 2} ${HEIGHT / 2})">${tiles}</g>`;
  svg += frameNoise(
    scene,
    { freq: 0.006, k: 2.2, b: -1.1, color: noiseColor(darken(base, 0.3)), oct: 3, seed: 4 },
    0.4,
  );
  return svg;
}

/**
 * White / grey marble with veins.
 * @param {Scene} scene
 */
export function bgMarble(scene, base = "#f3f1ec", vein = "#9a958c") {
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${base}"/>`;
  svg += frameNoise(
    scene,
    { freq: 0.003, k: 2.6, b: -1.2, color: noiseColor(darken(base, 0.18)), oct: 4, seed: 21 },
    0.7,
  );
  for (let i = 0; i < 9; i++) {
    let x = scene.random(-200, WIDTH);
    let y = scene.random(-100, HEIGHT);
    let angle = scene.random(-0.6, 0.6) + (i % 2 ? 0.3 : -0.2);
    /** @type {Point[]} */
    const pts = [];
    for (let k = 0; k < 14; k++) {
      pts.push([x, y]);
      angle += scene.random(-0.45, 0.45);
      x += Math.cos(angle) * 110;
      y += Math.sin(angle) * 110;
    }
    const w = scene.random(0.6, 2.2);
    svg += `<path d="${openCurve(pts)}" fill="none" stroke="${vein}" stroke-width="${num(w * 10)}" opacity="0.07" filter="${scene.blur(10)}"/>`;
    svg += `<path d="${openCurve(pts)}" fill="none" stroke="${vein}" stroke-width="${num(w)}" opacity="${Number(num(scene.random(0.15, 0.35) * 100)) / 100}" filter="${scene.blur(0.8)}"/>`;
  }
  return svg;
}

/**
 * Concrete / slate / stone.
 * @param {Scene} scene
 * @param {string} base
 */
export function bgStone(scene, base, { speck = 0.5 } = {}) {
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.userLinearGradient(
    [
      [0, lighten(base, 0.08)],
      [1, darken(base, 0.1)],
    ],
    0,
    0,
    WIDTH,
    HEIGHT,
  )}"/>`;
  svg += frameNoise(
    scene,
    { freq: 0.008, k: 2.6, b: -1.2, color: noiseColor(darken(base, 0.35)), oct: 4, seed: 31 },
    0.6,
  );
  svg += frameNoise(
    scene,
    { freq: 0.012, k: 2.6, b: -1.3, color: noiseColor(lighten(base, 0.3)), oct: 3, seed: 32 },
    0.5,
  );
  svg += frameNoise(
    scene,
    { freq: 0.9, k: 6, b: -4.6, color: noiseColor(darken(base, 0.5)), oct: 1, seed: 33 },
    speck,
  );
  return svg;
}

/**
 * Photographic finish: window light from the top-left and a vignette.
 * @param {Scene} scene
 */
export function photoLighting(scene, { light = 0.16, vignette = 0.32 } = {}) {
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.userRadialGradient(
      [
        [0, "#fff6e6", light],
        [1, "#fff6e6", 0],
      ],
      150,
      80,
      900,
    )}"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.userRadialGradient(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#140a04", vignette],
      ],
      WIDTH / 2,
      HEIGHT / 2,
      780,
    )}"/>`
  );
}

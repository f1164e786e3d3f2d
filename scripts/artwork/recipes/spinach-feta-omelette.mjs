// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { herbFlecks, leaf } from "../ingredients/herbs.mjs";
import { breadSlice, feta } from "../ingredients/pantry.mjs";
import { cherryTomato, tomatoSlice } from "../ingredients/produce.mjs";
import { pepperFlecks } from "../ingredients/toppings.mjs";
import { noiseRect } from "../noise.mjs";
import { blob, scatter } from "../shapes.mjs";
import { group, num } from "../svg.mjs";
import { fork, gloss, plate } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function coffeeCup(scene, x, y, r) {
  let svg = plate(scene, x, y, r * 1.55, {
    base: "#fbfaf6",
    edge: "#d6cfc2",
    wellK: 0.62,
    shadow: 0.8,
  });
  const cup = `<g filter="${scene.layeredShadow(r / 300, 0.8)}"><rect x="${num(x + r * 0.8)}" y="${num(y - r * 0.16)}" width="${num(r * 0.55)}" height="${num(r * 0.32)}" rx="${num(r * 0.16)}" fill="${scene.linearGradient(
    [
      [0, "#ffffff"],
      [1, "#d9d2c6"],
    ],
  )}"/><circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [0.8, "#f6f2ea"],
      [1, "#d6cfc2"],
    ],
    0.42,
    0.4,
    0.62,
  )}"/></g>`;
  svg += cup;
  svg += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.86)}" fill="${scene.radialGradient(
    [
      [0, "#b9875a"],
      [0.7, "#8a5a32"],
      [0.92, "#5a3518"],
      [1, "#3a2010"],
    ],
    0.5,
    0.5,
    0.5,
  )}"/>`;
  svg += `<circle cx="${num(x + r * 0.05)}" cy="${num(y + r * 0.05)}" r="${num(r * 0.45)}" fill="#e9c9a0" opacity="0.45" filter="${scene.blur(num(r * 0.12))}"/>`;
  svg += `<path d="${blob(scene, x, y, r * 0.3, r * 0.25, { n: 8, jit: 0.3 })}" fill="#f6e3c8" opacity="0.6" filter="${scene.blur(3)}"/>`;
  svg += gloss(scene, x, y, r * 0.93, 200, 250, r * 0.05, 0.8);
  return svg;
}

/** @type {Focus} */
export const focus = [180, 70, 760];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#a9bf98", { weave: 0.45 });
  svg += coffeeCup(scene, 1030, 150, 95);
  svg += breadSlice(scene, 170, 740, 250, 18, { crumb: "#e6b878", crust: "#7a3e14", toast: 0.75 });
  svg += fork(scene, 1000, 830, -70, 400);
  const cx = 560;
  const cy = 450;
  svg += plate(scene, cx, cy, 340, {
    base: "#fbfaf6",
    edge: "#d2cabd",
    wellK: 0.74,
    band: "#5f7f3a",
  });
  // spinach and tomatoes on the plate
  for (let i = 0; i < 5; i++)
    svg += leaf(
      scene,
      cx - 190 + scene.random(-30, 30),
      cy + 150 + scene.random(-30, 30),
      scene.random(90, 120),
      scene.random(120, 240),
      {
        kind: "spinach",
        w: 0.45,
        round: 0.75,
      },
    );
  svg += tomatoSlice(scene, cx + 170, cy + 180, 52, 30);
  svg += tomatoSlice(scene, cx + 235, cy + 110, 48, 80);
  // omelette: folded half-moon
  const om = `M${cx - 230} ${cy - 40}C${cx - 230} ${cy - 220} ${cx + 210} ${cy - 230} ${cx + 250} ${cy - 40}C${cx + 200} ${cy + 20} ${cx - 180} ${cy + 40} ${cx - 230} ${cy - 40}Z`;
  svg += group(
    `filter="${scene.layeredShadow(1, 1)}"`,
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) =>
        leaf(
          scene,
          cx - 190 + i * 65,
          cy - 30 + scene.random(0, 10),
          scene.random(60, 80),
          90 + scene.random(-35, 35),
          {
            kind: "spinach",
            w: 0.5,
            round: 0.8,
            veins: 2,
          },
        ),
      )
      .join("") +
      feta(scene, scatter(scene, 14, cx, cy + 20, 190, 18), 12) +
      `<path d="${om}" fill="${scene.radialGradient(
        [
          [0, "#ffe27a"],
          [0.5, "#f5c142"],
          [0.85, "#e39a2a"],
          [1, "#b8741c"],
        ],
        0.45,
        0.5,
        0.6,
      )}"/>` +
      group(
        `clip-path="${scene.clipPath(`<path d="${om}"/>`)}"`,
        noiseRect(
          scene,
          { freq: 0.035, k: 1.8, b: -0.95, color: [0.72, 0.45, 0.12], oct: 3, seed: 53 },
          cx - 260,
          cy - 260,
          540,
          320,
          0.9,
        ) +
          noiseRect(
            scene,
            { freq: 0.2, k: 3, b: -2, color: [0.6, 0.35, 0.08], oct: 2, seed: 54 },
            cx - 260,
            cy - 260,
            540,
            320,
            0.7,
          ),
      ) +
      `<path d="M${cx - 215} ${cy - 42}C${cx - 150} ${cy + 14} ${cx + 170} ${cy + 2} ${cx + 238} ${cy - 44}" stroke="#fff6c8" stroke-width="8" fill="none" opacity="0.6" filter="${scene.blur(3)}"/>` +
      `<ellipse cx="${cx - 60}" cy="${cy - 140}" rx="130" ry="34" transform="rotate(-8 ${cx - 60} ${cy - 140})" fill="#fff" opacity="0.28" filter="${scene.blur(14)}"/>`,
  );
  svg += herbFlecks(scene, scatter(scene, 50, cx, cy - 100, 200, 80), {
    size: 5,
    colors: ["#3d7a22", "#4f8f2a", "#2d5f18"],
  });
  svg += feta(scene, scatter(scene, 9, cx, cy - 100, 170, 70), 11);
  svg += pepperFlecks(scene, scatter(scene, 40, cx, cy - 100, 200, 90), { size: 1.8 });
  svg += cherryTomato(scene, 1010, 560, 40);
  svg += cherryTomato(scene, 1090, 610, 36);
  svg += leaf(scene, 1080, 470, 100, 160, { kind: "spinach", w: 0.45, round: 0.75 });
  return svg + photoLighting(scene);
}

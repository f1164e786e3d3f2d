// @ts-check
import { bgStone, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { parmesanShavings, sauceBowl } from "../ingredients/pantry.mjs";
import { cherryTomato, garlicBulb } from "../ingredients/produce.mjs";
import { oilDrops, pepperFlecks } from "../ingredients/toppings.mjs";
import { noiseOverCircle } from "../noise.mjs";
import { blob, scatter, shadedDisc } from "../shapes.mjs";
import { at, num } from "../svg.mjs";
import { bowl, fork, napkin } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */
/** @typedef {import("../svg.mjs").Point} Point */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function gnocco(scene, x, y, length, rot) {
  const w = length * 0.7;
  let svg = `<rect x="${num(-length / 2)}" y="${num(-w / 2)}" width="${num(length)}" height="${num(w)}" rx="${num(w * 0.45)}" fill="${scene.radialGradient(
    [
      [0, "#ffeab0"],
      [0.55, "#f0c978"],
      [1, "#c48a3a"],
    ],
    0.4,
    0.38,
    0.65,
  )}"/>`;
  svg += `<rect x="${num(-length / 2)}" y="${num(-w / 2)}" width="${num(length)}" height="${num(w)}" rx="${num(w * 0.45)}" fill="${scene.linearGradient(
    [
      [0, "#b8742a", 0],
      [0.7, "#b8742a", 0],
      [1, "#a8601e", 0.8],
    ],
    0,
    0,
    1,
    0.4,
  )}"/>`;
  for (let i = 1; i < 5; i++)
    svg += `<path d="M${num(-length / 2 + (length * i) / 5)} ${num(-w * 0.38)}q${num(length * 0.06)} ${num(w * 0.38)} 0 ${num(w * 0.76)}" stroke="#c9a060" stroke-width="${num(length * 0.025)}" fill="none" opacity="0.7"/>`;
  svg += `<ellipse cx="${num(-length * 0.15)}" cy="${num(-w * 0.22)}" rx="${num(length * 0.25)}" ry="${num(w * 0.1)}" fill="#fff" opacity="0.5" filter="${scene.blur(2)}"/>`;
  for (let i = 0; i < 3; i++)
    svg += `<path d="${blob(scene, scene.random(-length * 0.35, length * 0.35), scene.random(-w * 0.3, w * 0.3), scene.random(6, 12), scene.random(4, 8), { n: 6, jit: 0.3 })}" fill="${scene.pick(["#4f7a1e", "#3d6a16", "#6a922a"])}" opacity="0.9"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
function pineNuts(scene, pts) {
  return pts
    .map(
      ([x, y]) =>
        `<g ${at(x, y, scene.random(0, 360))} filter="${scene.dropShadow(1, 2, 1.5, 0.35)}"><path d="M0 0C3 -6 14 -5 16 0C14 5 3 6 0 0Z" fill="${scene.linearGradient(
          [
            [0, "#fff3d0"],
            [1, "#e2c080"],
          ],
        )}" stroke="#c9a060" stroke-width="0.8"/></g>`,
    )
    .join("");
}

/** @type {Focus} */
export const focus = [170, 90, 740];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgStone(scene, "#dcd6cc", { speck: 0.3 });
  svg += napkin(scene, 860, 540, 400, 380, 8, { color: "#eef1ea", stripe: "#3f6212", stripes: 1 });
  svg += fork(scene, 950, 760, -35, 380);
  for (let i = 0; i < 6; i++)
    svg += leaf(
      scene,
      1030 + scene.random(-60, 60),
      150 + scene.random(-50, 60),
      scene.random(90, 120),
      scene.random(0, 360),
      {
        kind: "basil",
      },
    );
  svg += sauceBowl(scene, 160, 160, 95, "#f3e3b4", { extra: "" });
  svg += pineNuts(scene, scatter(scene, 18, 160, 162, 55));
  svg += garlicBulb(scene, 140, 780, 50);
  const cx = 540;
  const cy = 460;
  svg += bowl(
    scene,
    cx,
    cy,
    340,
    (x, y, r) => {
      let contents = shadedDisc(scene, x, y, r, "#f4efe6", "#d9d2c6");
      contents += `<path d="${blob(scene, x, y, r * 0.9, r * 0.86, { n: 14, jit: 0.08 })}" fill="${scene.radialGradient(
        [
          [0, "#7a8c3a"],
          [0.7, "#56692a"],
          [1, "#3a4a1c"],
        ],
      )}"/>`;
      contents += noiseOverCircle(
        scene,
        { freq: 0.12, k: 3, b: -1.8, color: [0.14, 0.24, 0.05], oct: 2, seed: 63 },
        x,
        y,
        r,
        0.9,
      );
      contents += noiseOverCircle(
        scene,
        { freq: 0.15, k: 3, b: -2, color: [0.75, 0.85, 0.4], oct: 2, seed: 64 },
        x,
        y,
        r,
        0.6,
      );
      contents += oilDrops(scene, scatter(scene, 16, x, y, r * 0.8), {
        color: "#c9d24a",
        size: 9,
        op: 0.5,
      });
      /** @type {Point[]} */
      const gp = [];
      for (let gy = -3; gy <= 3; gy++)
        for (let gx2 = -3; gx2 <= 3; gx2++) {
          const px = x + gx2 * 82 + (gy % 2 ? 41 : 0) + scene.random(-10, 10);
          const py = y + gy * 70 + scene.random(-10, 10);
          if (Math.hypot(px - x, py - y) < r * 0.74) gp.push([px, py]);
        }
      for (const [px, py] of gp)
        contents += gnocco(
          scene,
          px,
          py,
          scene.random(80, 90),
          scene.random(-40, 40) + (scene.rng() < 0.5 ? 90 : 0),
        );
      contents += pineNuts(scene, scatter(scene, 22, x, y, r * 0.65));
      contents += parmesanShavings(scene, scatter(scene, 8, x, y, r * 0.55), 20);
      contents += cherryTomato(scene, x - r * 0.25, y + r * 0.3, 28);
      contents += cherryTomato(scene, x + r * 0.35, y - r * 0.1, 26);
      contents += leaf(scene, x + 10, y - 20, 80, -60, { kind: "basil" });
      contents += leaf(scene, x + 10, y - 20, 70, 20, { kind: "basil" });
      contents += leaf(scene, x + 10, y - 20, 60, 120, { kind: "basil" });
      contents += pepperFlecks(scene, scatter(scene, 50, x, y, r * 0.7), { size: 1.8 });
      return contents;
    },
    { outer: "#ebe7e0", outerEdge: "#b9b2a6", fill: 0.95 },
  );
  return svg + photoLighting(scene);
}

// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { noiseColor } from "../color.mjs";
import { cilantro, leaf } from "../ingredients/herbs.mjs";
import { chickpea, naan, soupBase } from "../ingredients/pantry.mjs";
import { chiliRing, citrusWedge } from "../ingredients/produce.mjs";
import { creamSwirl, sheen } from "../ingredients/toppings.mjs";
import { noiseOverCircle } from "../noise.mjs";
import { scatter } from "../shapes.mjs";
import { bowl } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [300, 40, 760];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#5b3a4f", { weave: 0.45 });
  svg += naan(scene, 250, 690, 270, 170, -28);
  svg += bowl(
    scene,
    680,
    400,
    300,
    (cx, cy, r) => {
      let contents = soupBase(scene, cx, cy, r, ["#f29a3a", "#d9691c", "#a8420e"], "#9c3a0a");
      contents += noiseOverCircle(
        scene,
        { freq: 0.05, k: 3, b: -1.9, color: noiseColor("#c9451a"), oct: 2, seed: 29 },
        cx,
        cy,
        r,
        0.6,
      );
      for (const [x, y] of scatter(scene, 6, cx, cy, r * 0.75))
        contents += leaf(scene, x, y, scene.random(70, 95), scene.random(0, 360), {
          kind: "spinach",
          w: 0.45,
          round: 0.7,
          cup: 0.6,
        });
      for (const [x, y] of scatter(scene, 80, cx, cy, r * 0.92))
        contents += chickpea(scene, x, y, scene.random(17, 21));
      contents += creamSwirl(scene, cx + 15, cy - 10, r * 0.55, {
        turns: 0.9,
        width: 9,
        color: "#fff5e6",
        rot: 100,
      });
      for (const [x, y] of scatter(scene, 6, cx, cy, r * 0.8))
        contents += chiliRing(scene, x, y, scene.random(9, 12));
      for (const [x, y] of scatter(scene, 7, cx, cy, r * 0.7))
        contents += cilantro(scene, x, y, scene.random(24, 32), scene.random(0, 360));
      contents += sheen(scene, scatter(scene, 8, cx - r * 0.2, cy - r * 0.2, r * 0.6), {
        size: 20,
        op: 0.3,
      });
      return contents;
    },
    { outer: "#f2ece2", outerEdge: "#b9ad9b", speckle: 0.4 },
  );
  svg += citrusWedge(scene, 1020, 780, 130, -20, "lime");
  svg += citrusWedge(scene, 1100, 700, 120, 40, "lime");
  svg += cilantro(scene, 960, 700, 36, 20);
  svg += cilantro(scene, 1110, 120, 40, -60);
  svg += cilantro(scene, 1060, 80, 34, 30);
  for (const [x, y] of scatter(scene, 8, 1120, 200, 60)) svg += chickpea(scene, x, y, 16);
  return svg + photoLighting(scene);
}

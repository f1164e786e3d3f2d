// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { soupBase } from "../ingredients/pantry.mjs";
import { butternutHalf } from "../ingredients/produce.mjs";
import { creamSwirl, oilDrops, pepita, pepperFlecks } from "../ingredients/toppings.mjs";
import { scatter } from "../shapes.mjs";
import { bowl, napkin, spoon } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [200, 120, 720];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#2f4a3a", { weave: 0.45 });
  svg += butternutHalf(scene, 960, 150, 460, -28);
  svg += napkin(scene, -60, 600, 380, 360, -20, {
    color: "#e9dcc6",
    stripe: "#9a3412",
    stripes: 1,
  });
  svg += spoon(scene, 150, 700, -40, 330, { metal: false, color: "#caa070" });
  svg += bowl(
    scene,
    560,
    480,
    310,
    (cx, cy, r) => {
      let contents = soupBase(scene, cx, cy, r, ["#ffb24a", "#f0901f", "#c8650f"], "#b85a0a");
      contents += creamSwirl(scene, cx - 20, cy + 10, r * 0.55, {
        turns: 1.5,
        width: 8,
        color: "#fff8ec",
        rot: 200,
      });
      contents += oilDrops(scene, scatter(scene, 16, cx, cy, r * 0.85), {
        color: "#7a8a22",
        size: 8,
        op: 0.45,
      });
      for (const [x, y] of scatter(scene, 22, cx + 30, cy - 30, r * 0.45))
        contents += pepita(scene, x, y, scene.random(22, 28), scene.random(0, 360));
      contents += leaf(scene, cx + r * 0.15, cy - r * 0.25, 80, -30, {
        kind: "sage",
        w: 0.3,
        round: 0.3,
        cup: 0.3,
      });
      contents += leaf(scene, cx + r * 0.1, cy - r * 0.2, 70, 60, {
        kind: "sage",
        w: 0.3,
        round: 0.3,
        cup: 0.3,
      });
      contents += pepperFlecks(scene, scatter(scene, 60, cx, cy, r * 0.9), { size: 2 });
      return contents;
    },
    {
      outer: "#3b3a37",
      outerEdge: "#1d1c1a",
      inner: "#55524c",
      innerDark: "#24221f",
      speckle: 0.6,
    },
  );
  for (const [x, y] of scatter(scene, 9, 990, 720, 120, 80))
    svg += pepita(scene, x, y, scene.random(24, 30), scene.random(0, 360));
  svg += leaf(scene, 1040, 560, 110, 140, { kind: "sage", w: 0.3, round: 0.3, cup: 0.3 });
  svg += leaf(scene, 1060, 600, 95, 100, { kind: "sage", w: 0.3, round: 0.3, cup: 0.3 });
  return svg + photoLighting(scene);
}

// @ts-check
import { bgWood, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { crouton, soupBase } from "../ingredients/pantry.mjs";
import { cherryTomato } from "../ingredients/produce.mjs";
import { creamSwirl, oilDrops, pepperFlecks } from "../ingredients/toppings.mjs";
import { scatter } from "../shapes.mjs";
import { bowl, napkin, spoon } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [160, 70, 720];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgWood(scene, "#2a4063", { n: 6, dir: "v" });
  svg += napkin(scene, 760, 560, 420, 380, 12, { color: "#f6f0e6", stripe: "#c2410c" });
  svg += spoon(scene, 900, 770, -18, 330);
  svg += bowl(
    scene,
    520,
    430,
    315,
    (cx, cy, r) => {
      let contents = soupBase(scene, cx, cy, r, ["#ef6a3a", "#d8431f", "#a82e14"], "#8e2410");
      contents += creamSwirl(scene, cx + 10, cy + 5, r * 0.62, {
        turns: 2.1,
        width: 11,
        color: "#fff6ea",
        rot: 30,
      });
      contents += oilDrops(scene, scatter(scene, 14, cx, cy, r * 0.85), {
        color: "#e9b23a",
        size: 9,
        op: 0.55,
      });
      contents += crouton(scene, cx - r * 0.45, cy - r * 0.22, 42, 18);
      contents += crouton(scene, cx - r * 0.28, cy - r * 0.42, 38, -12);
      contents += crouton(scene, cx + r * 0.5, cy + r * 0.25, 40, 33);
      contents += crouton(scene, cx + r * 0.38, cy + r * 0.45, 36, 5);
      contents += leaf(scene, cx + r * 0.05, cy - r * 0.05, 70, -140, { kind: "basil" });
      contents += leaf(scene, cx + r * 0.05, cy - r * 0.05, 62, -60, { kind: "basil" });
      contents += leaf(scene, cx + r * 0.05, cy - r * 0.05, 55, 40, { kind: "basil" });
      contents += pepperFlecks(scene, scatter(scene, 60, cx, cy, r * 0.9), { size: 2 });
      return contents;
    },
    { outer: "#f4efe6", outerEdge: "#c8bca9", speckle: 0.5 },
  );
  for (const [x, y, rr] of /** @satisfies {[x: number, y: number, r: number][]} */ ([
    [1010, 170, 46],
    [1085, 220, 42],
    [1000, 260, 40],
  ]))
    svg += cherryTomato(scene, x, y, rr);
  svg += `<path d="M970 160Q1040 180 1090 210L1030 250" stroke="#4d7a22" stroke-width="6" fill="none" stroke-linecap="round" filter="${scene.dropShadow(2, 3, 2, 0.35)}"/>`;
  svg += leaf(scene, 1120, 330, 100, 160, { kind: "basil" });
  svg += leaf(scene, 1150, 300, 80, 210, { kind: "basil" });
  svg += crouton(scene, 150, 780, 44, 20);
  svg += crouton(scene, 230, 820, 40, -10);
  return svg + photoLighting(scene);
}

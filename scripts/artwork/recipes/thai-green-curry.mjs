// @ts-check
import { bgWood, photoLighting } from "../backgrounds.mjs";
import { herbFlecks, leaf } from "../ingredients/herbs.mjs";
import { meatChunk, riceBed, soupBase } from "../ingredients/pantry.mjs";
import { citrus, citrusWedge } from "../ingredients/produce.mjs";
import { oilDrops, pepperFlecks } from "../ingredients/toppings.mjs";
import { scatter } from "../shapes.mjs";
import { at, num } from "../svg.mjs";
import { bowl } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [270, 110, 740];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgWood(scene, "#d8b685", { n: 5, dir: "v", grain: 0.6 });
  svg += bowl(
    scene,
    200,
    190,
    165,
    (cx, cy, r) =>
      riceBed(scene, cx, cy, r, r, { n: 380, len: 8 }) +
      herbFlecks(scene, scatter(scene, 6, cx, cy, r * 0.6), { size: 5 }),
    { outer: "#f3eee6", rim: 0.14, fill: 0.95, shadow: 0.9 },
  );
  svg += bowl(
    scene,
    640,
    480,
    320,
    (cx, cy, r) => {
      let contents = soupBase(scene, cx, cy, r, ["#c9d48a", "#a4b35a", "#72822f"], "#5b6a22");
      contents += oilDrops(scene, scatter(scene, 40, cx, cy, r * 0.9), {
        color: "#e9d24a",
        size: 12,
        op: 0.35,
      });
      for (const [x, y] of scatter(scene, 12, cx, cy, r * 0.8))
        contents += meatChunk(scene, x, y, scene.random(26, 36), {
          base: "#f3e4c8",
          dark: "#c9a877",
          rot: scene.random(0, 180),
        });
      for (const [x, y] of scatter(scene, 5, cx, cy, r * 0.8)) {
        const rr = scene.random(22, 28);
        contents += `<g filter="${scene.dropShadow(2, 3, 3, 0.35)}"><circle cx="${num(x)}" cy="${num(y)}" r="${num(rr)}" fill="#6f9a3a"/><circle cx="${num(x)}" cy="${num(y)}" r="${num(rr * 0.85)}" fill="${scene.radialGradient(
          [
            [0, "#f5f3da"],
            [1, "#d9dba6"],
          ],
        )}"/>${pepperFlecks(scene, scatter(scene, 10, x, y, rr * 0.5), { color: "#a89a5a", size: 2 })}</g>`;
      }
      for (let i = 0; i < 6; i++) {
        const x = cx + scene.random(-r * 0.6, r * 0.6);
        const y = cy + scene.random(-r * 0.6, r * 0.6);
        const L = scene.random(60, 90);
        const angle = scene.random(0, 360);
        contents += `<g ${at(x, y, angle)} filter="${scene.dropShadow(2, 3, 2, 0.35)}"><path d="M0 -6Q${num(L / 2)} -11 ${num(L)} -3L${num(L)} 3Q${num(L / 2)} 9 0 6Z" fill="${scene.linearGradient(
          [
            [0, "#f0463a"],
            [1, "#a8140f"],
          ],
        )}"/><path d="M4 -4Q${num(L / 2)} -8 ${num(L - 4)} -2" stroke="#fff" stroke-width="2" fill="none" opacity="0.45"/></g>`;
      }
      for (const [x, y] of scatter(scene, 6, cx, cy, r * 0.75))
        contents += leaf(scene, x, y, scene.random(55, 70), scene.random(0, 360), {
          kind: ["#5f9a3a", "#2f6a1e", "#1c4512"],
          w: 0.3,
          round: 0.3,
        });
      contents += leaf(scene, cx + r * 0.2, cy - r * 0.3, 90, -70, {
        kind: ["#6f9a3a", "#3c6e22", "#244a14"],
        w: 0.28,
        round: 0.2,
        veins: 0,
      });
      return contents;
    },
    {
      outer: "#2f3540",
      outerEdge: "#15181d",
      inner: "#3d4450",
      innerDark: "#1a1e24",
      speckle: 0.5,
    },
  );
  svg += citrus(scene, 1060, 760, 70, 20, { kind: "lime", half: true });
  svg += citrusWedge(scene, 960, 830, 120, -10, "lime");
  for (let i = 0; i < 3; i++) {
    svg += `<g ${at(1000 + i * 40, 120 + i * 30, 70 + i * 8)} filter="${scene.dropShadow(4, 6, 4, 0.4)}"><path d="M0 -9Q70 -14 140 -6L150 0L140 6Q70 14 0 9Z" fill="${scene.linearGradient(
      [
        [0, "#f45a3a"],
        [1, "#b3150f"],
      ],
    )}"/><path d="M0 -6L-18 -3L-20 3L0 6Z" fill="#4f7a22"/></g>`;
  }
  svg += leaf(scene, 1120, 420, 100, 150, {
    kind: ["#7fa63a", "#4a7a22", "#2c5214"],
    w: 0.32,
    round: 0.3,
  });
  return svg + photoLighting(scene);
}

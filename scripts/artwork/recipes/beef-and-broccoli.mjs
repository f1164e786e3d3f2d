// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { riceBed } from "../ingredients/pantry.mjs";
import { broccoli, garlicClove, scallions } from "../ingredients/produce.mjs";
import { chiliFlakes, sesame, sheen } from "../ingredients/toppings.mjs";
import { scatter, shadedDisc } from "../shapes.mjs";
import { at, closedCurve, num } from "../svg.mjs";
import { bowl, chopsticks } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [170, 90, 740];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#9c3b28", { weave: 0.45 });
  svg += chopsticks(scene, 860, 760, -30, 520, "#2a2522");
  svg += bowl(
    scene,
    1060,
    170,
    120,
    (x, y, r) =>
      riceBed(scene, x, y, r, r, { n: 200, len: 8 }) +
      sesame(scene, scatter(scene, 10, x, y, r * 0.6), { size: 3.5, dark: true }),
    { outer: "#f3eee6" },
  );
  svg += garlicClove(scene, 140, 140, 60, 30);
  svg += garlicClove(scene, 200, 200, 54, -20);
  const cx = 540;
  const cy = 460;
  svg += bowl(
    scene,
    cx,
    cy,
    350,
    (x, y, r) => {
      let contents = shadedDisc(scene, x, y, r, "#8a4a1e", "#4a220a");
      const items = scatter(scene, 44, x, y, r * 0.88);
      items.forEach(([px, py], i) => {
        if (i % 5 === 0 || i % 5 === 3)
          contents += broccoli(scene, px, py, scene.random(56, 66), {
            rot: scene.random(0, 360),
            tint: 0,
          });
        else {
          const L = scene.random(64, 84);
          const angle = scene.random(0, 180);
          const sl = closedCurve([
            [-L, -L * 0.2],
            [-L * 0.3, -L * 0.5],
            [L * 0.4, -L * 0.45],
            [L, -L * 0.1],
            [L * 0.5, L * 0.4],
            [-L * 0.4, L * 0.45],
          ]);
          contents += `<g ${at(px, py, angle)} filter="${scene.dropShadow(3, 5, 4, 0.5)}"><path d="${sl}" fill="${scene.radialGradient(
            [
              [0, "#b06e42"],
              [0.65, "#7e4220"],
              [1, "#4e2410"],
            ],
            0.4,
            0.35,
            0.75,
          )}" filter="${scene.grain({ freq: 0.09, k: 1.6, b: -0.95, color: [0.2, 0.06, 0.02], oct: 2, seed: 91 })}"/><path d="M${num(-L * 0.7)} ${num(-L * 0.12)}Q0 ${num(-L * 0.26)} ${num(L * 0.7)} ${num(-L * 0.1)}" stroke="#ffe2c0" stroke-width="${num(L * 0.05)}" fill="none" opacity="0.45" stroke-linecap="round" filter="${scene.blur(2)}"/><path d="M${num(-L * 0.5)} ${num(L * 0.1)}Q0 ${num(L * 0.02)} ${num(L * 0.5)} ${num(L * 0.05)}" stroke="#2a0c02" stroke-width="2" fill="none" opacity="0.35"/></g>`;
        }
      });
      contents += sheen(scene, scatter(scene, 16, x, y, r * 0.75), { size: 22, op: 0.35 });
      contents += sesame(scene, scatter(scene, 70, x, y, r * 0.8), { size: 4 });
      contents += scallions(scene, scatter(scene, 16, x, y, r * 0.7), 8);
      contents += chiliFlakes(scene, scatter(scene, 20, x, y, r * 0.7), 3.5);
      return contents;
    },
    { outer: "#f4f0e8", outerEdge: "#bfb4a3", speckle: 0.3 },
  );
  return svg + photoLighting(scene);
}

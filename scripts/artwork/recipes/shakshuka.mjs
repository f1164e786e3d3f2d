// @ts-check
import { bgTiles, photoLighting } from "../backgrounds.mjs";
import { noiseColor } from "../color.mjs";
import { cilantro, herbFlecks } from "../ingredients/herbs.mjs";
import { breadSlice, egg, feta } from "../ingredients/pantry.mjs";
import { chiliFlakes, pepperFlecks, sheen } from "../ingredients/toppings.mjs";
import { noiseOverCircle } from "../noise.mjs";
import { arcPoints, blob, scatter } from "../shapes.mjs";
import { num, openCurve } from "../svg.mjs";
import { bowl, napkin, skillet, spoon } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [210, 60, 740];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgTiles(scene, "#2f7a74", "#e9e3d6", { size: 150, gap: 7 });
  svg += napkin(scene, 30, 590, 380, 330, -14, { color: "#f5efe3", stripe: "#c2410c" });
  svg += skillet(
    scene,
    580,
    420,
    335,
    (cx, cy, r) => {
      let contents = `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${scene.radialGradient(
        [
          [0, "#e0502f"],
          [0.6, "#c2341c"],
          [1, "#8c1e0f"],
        ],
        0.45,
        0.45,
        0.6,
      )}" filter="${scene.grain({ freq: 0.035, k: 2.6, b: -1.25, color: noiseColor("#7a160a"), oct: 3, seed: 5 })}"/>`;
      contents += noiseOverCircle(
        scene,
        { freq: 0.06, k: 3, b: -1.9, color: noiseColor("#f07a4e"), oct: 2, seed: 8 },
        cx,
        cy,
        r,
        0.6,
      );
      for (const [x, y] of scatter(scene, 70, cx, cy, r * 0.95, r * 0.95)) {
        const rr = scene.random(6, 18);
        contents += `<path d="${blob(scene, x, y, rr, rr * scene.random(0.6, 1), { n: 7, jit: 0.3, rot: scene.random(0, 180) })}" fill="${scene.pick(["#e5553a", "#a8260f", "#d4442a", "#b5301a"])}"/><ellipse cx="${num(x - rr * 0.3)}" cy="${num(y - rr * 0.3)}" rx="${num(rr * 0.35)}" ry="${num(rr * 0.15)}" fill="#fff" opacity="0.35"/>`;
      }
      for (const [x, y] of scatter(scene, 10, cx, cy, r * 0.85)) {
        contents += `<path d="${openCurve(arcPoints(x, y, scene.random(14, 26), scene.random(0, 180), scene.random(200, 300), 6))}" stroke="#f3d9a0" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`;
      }
      contents += sheen(scene, scatter(scene, 14, cx - r * 0.2, cy - r * 0.2, r * 0.7), {
        size: 24,
        op: 0.25,
      });
      /** @type {Point[]} */
      const eggs = [
        [cx - r * 0.42, cy - r * 0.3],
        [cx + r * 0.38, cy - r * 0.42],
        [cx + r * 0.48, cy + r * 0.3],
        [cx - r * 0.25, cy + r * 0.5],
        [cx + r * 0.02, cy + r * 0.02],
      ];
      for (const [x, y] of eggs)
        contents += egg(scene, x, y, r * scene.random(0.22, 0.25), { edge: "#f2c9b0", yolk: 0.4 });
      contents += feta(scene, scatter(scene, 28, cx, cy, r * 0.9), 11);
      contents += herbFlecks(scene, scatter(scene, 110, cx, cy, r * 0.95), { size: 6 });
      contents += chiliFlakes(scene, scatter(scene, 40, cx, cy, r * 0.9), 3.5);
      contents += pepperFlecks(scene, scatter(scene, 50, cx, cy, r * 0.9), { size: 1.8 });
      return contents;
    },
    { ang: 28 },
  );
  svg += breadSlice(scene, 190, 720, 240, -24, { crumb: "#e6b878", crust: "#7a3e14", toast: 0.75 });
  svg += breadSlice(scene, 330, 805, 230, 8, { crumb: "#e6b878", crust: "#7a3e14", toast: 0.75 });
  svg += bowl(
    scene,
    1070,
    150,
    105,
    (cx, cy, r) =>
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#f4efe4"/>` +
      feta(scene, scatter(scene, 26, cx, cy, r * 0.85), 16),
    { outer: "#e8d7c0", outerEdge: "#b99b78", inner: "#f0e4d2", innerDark: "#c7ad8c" },
  );
  svg += cilantro(scene, 960, 320, 34, 40);
  svg += cilantro(scene, 1010, 380, 28, -20);
  svg += feta(scene, scatter(scene, 6, 1090, 300, 60), 10);
  svg += spoon(scene, 1200, 640, 160, 340);
  return svg + photoLighting(scene);
}

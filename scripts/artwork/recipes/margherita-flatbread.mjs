// @ts-check
import { bgTiles, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { sauceBowl } from "../ingredients/pantry.mjs";
import { cherryTomato } from "../ingredients/produce.mjs";
import { oilDrops, pepperFlecks } from "../ingredients/toppings.mjs";
import { blob, scatter } from "../shapes.mjs";
import { at, group, num, toDegrees } from "../svg.mjs";
import { board } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [190, 110, 700];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgTiles(scene, "#c0694a", "#eadccb", { size: 180, gap: 8, rot: 0 });
  svg += board(scene, 560, 460, 900, 560, -6, { wood: "#c9955e" });
  svg += cherryTomato(scene, 1080, 120, 42);
  svg += cherryTomato(scene, 1140, 190, 38);
  svg += leaf(scene, 1010, 160, 100, 200, { kind: "basil" });
  svg += sauceBowl(scene, 130, 790, 85, "#b8a02a", { extra: "" });
  const cx = 540;
  const cy = 460;
  const bread = blob(scene, 0, 0, 380, 200, { n: 16, jit: 0.035 });
  let fb = `<path d="${bread}" fill="${scene.radialGradient(
    [
      [0, "#f6d697"],
      [0.8, "#e2a656"],
      [1, "#b5702e"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  for (let i = 0; i < 18; i++) {
    const angle = scene.random(0, Math.PI * 2);
    const px = Math.cos(angle) * 350;
    const py = Math.sin(angle) * 182;
    fb += `<path d="${blob(scene, px, py, scene.random(10, 22), scene.random(7, 12), { n: 6, jit: 0.3, rot: toDegrees(angle) })}" fill="#4a2208" opacity="${Number(num(scene.random(0.4, 0.8) * 100)) / 100}" filter="${scene.blur(2.5)}"/>`;
  }
  const sauce = blob(scene, 0, 0, 320, 150, { n: 18, jit: 0.05 });
  fb += `<path d="${sauce}" fill="${scene.radialGradient(
    [
      [0, "#e2482a"],
      [0.8, "#c2321a"],
      [1, "#9a2210"],
    ],
    0.45,
    0.45,
    0.6,
  )}" filter="${scene.grain({ freq: 0.05, k: 1.8, b: -1, color: [0.5, 0.1, 0.03], oct: 2, seed: 71 })}"/>`;
  for (const [px, py] of scatter(scene, 12, 0, 0, 280, 120)) {
    const rr = scene.random(34, 52);
    fb += `<g filter="${scene.dropShadow(2, 3, 3, 0.3)}"><path d="${blob(scene, px, py, rr, rr * scene.random(0.7, 0.95), { n: 9, jit: 0.18 })}" fill="${scene.radialGradient(
      [
        [0, "#ffffff"],
        [0.6, "#fbf2da"],
        [1, "#f0d9a0"],
      ],
      0.42,
      0.4,
      0.6,
    )}"/><circle cx="${num(px + rr * 0.2)}" cy="${num(py + rr * 0.1)}" r="${num(rr * 0.22)}" fill="#e2a656" opacity="0.55" filter="${scene.blur(4)}"/></g>`;
  }
  let cuts = "";
  for (const xx of [-200, -70, 60, 190])
    cuts += `<path d="M${xx} -230L${xx + 20} 230" stroke="#5a2808" stroke-width="4" opacity="0.4"/><path d="M${xx + 3} -230L${xx + 23} 230" stroke="#fff" stroke-width="1.5" opacity="0.25"/>`;
  cuts += `<path d="M-380 0L380 0" stroke="#5a2808" stroke-width="4" opacity="0.35"/>`;
  fb += group(`clip-path="${scene.clipPath(`<path d="${bread}"/>`)}"`, cuts);
  for (const [px, py] of scatter(scene, 8, 0, 0, 260, 110))
    fb += leaf(scene, px, py, scene.random(60, 80), scene.random(0, 360), { kind: "basil" });
  fb += oilDrops(scene, scatter(scene, 18, 0, 0, 300, 140), {
    color: "#e8d04a",
    size: 8,
    op: 0.45,
  });
  fb += pepperFlecks(scene, scatter(scene, 60, 0, 0, 300, 140), { size: 1.8 });
  svg += `<g ${at(cx, cy, -8)} filter="${scene.layeredShadow(1, 1)}">${fb}</g>`;
  return svg + photoLighting(scene);
}

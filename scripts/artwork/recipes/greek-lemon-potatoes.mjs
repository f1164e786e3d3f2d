// @ts-check
import { bgWood, photoLighting } from "../backgrounds.mjs";
import { herbFlecks, rosemary } from "../ingredients/herbs.mjs";
import { sauceBowl } from "../ingredients/pantry.mjs";
import { citrus, garlicClove } from "../ingredients/produce.mjs";
import { pepperFlecks, sheen } from "../ingredients/toppings.mjs";
import { blob, scatter } from "../shapes.mjs";
import { at, group, num } from "../svg.mjs";
import { dish } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function potatoWedge(scene, x, y, length, rot) {
  const r = length * 0.36;
  const shape = blob(scene, 0, 0, r, r * scene.random(0.75, 0.9), { n: 5, jit: 0.16 });
  let svg = `<path d="${shape}" fill="${scene.radialGradient(
    [
      [0, "#ffe38e"],
      [0.45, "#f2b84c"],
      [0.8, "#d68a2c"],
      [1, "#8a4a14"],
    ],
    0.42,
    0.4,
    0.62,
  )}" filter="${scene.grain({ freq: 0.1, k: 1.7, b: -1.0, color: [0.5, 0.24, 0.04], oct: 2, seed: 67 })}"/>`;
  svg += group(
    `clip-path="${scene.clipPath(`<path d="${shape}"/>`)}"`,
    `<ellipse cx="${num(r * 0.7)}" cy="${num(r * 0.6)}" rx="${num(r * 0.8)}" ry="${num(r * 0.5)}" transform="rotate(-40 ${num(r * 0.7)} ${num(r * 0.6)})" fill="#9a6a2a" opacity="0.55"/>`,
  );
  svg += `<ellipse cx="${num(-r * 0.3)}" cy="${num(-r * 0.3)}" rx="${num(r * 0.35)}" ry="${num(r * 0.15)}" transform="rotate(-35 ${num(-r * 0.3)} ${num(-r * 0.3)})" fill="#fff8d8" opacity="0.55" filter="${scene.blur(3)}"/>`;
  for (let i = 0; i < 3; i++)
    svg += `<ellipse cx="${num(scene.random(-r * 0.6, r * 0.6))}" cy="${num(scene.random(-r * 0.6, r * 0.6))}" rx="${num(scene.random(5, 10))}" ry="${num(scene.random(3, 6))}" fill="#7a3a0c" opacity="0.4" filter="${scene.blur(2)}"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 6, 4, 0.5)}">${svg}</g>`;
}

/** @type {Focus} */
export const focus = [210, 120, 700];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgWood(scene, "#2d5d8c", { n: 6, dir: "h", grain: 0.6 });
  svg += citrus(scene, 1070, 140, 80, 10, { half: true });
  svg += citrus(scene, 1120, 300, 60, 40);
  svg += rosemary(scene, 930, 820, 220, -20);
  svg += sauceBowl(scene, 150, 170, 95, "#3a2a3a", { extra: "" });
  for (const [x, y] of scatter(scene, 7, 150, 172, 50))
    svg += `<g filter="${scene.dropShadow(1.5, 2.5, 2, 0.4)}"><ellipse cx="${num(x)}" cy="${num(y)}" rx="17" ry="12" transform="rotate(${num(scene.random(0, 180))} ${num(x)} ${num(y)})" fill="${scene.radialGradient(
      [
        [0, "#8a5a7a"],
        [0.6, "#4a2440"],
        [1, "#2a1020"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/><ellipse cx="${num(x - 5)}" cy="${num(y - 5)}" rx="5" ry="2" fill="#fff" opacity="0.5"/></g>`;
  svg += dish(
    scene,
    560,
    470,
    820,
    600,
    (x, y, w, h) => {
      let contents = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${scene.radialGradient(
        [
          [0, "#e9b24a"],
          [1, "#a8641c"],
        ],
      )}"/>`;
      contents += sheen(scene, scatter(scene, 10, x + w / 2, y + h / 2, w * 0.4, h * 0.4), {
        size: 40,
        op: 0.3,
      });
      const cx = x + w / 2;
      const cy = y + h / 2;
      for (let gy = 0; gy < 6; gy++) {
        for (let gx = 0; gx < 8; gx++) {
          const px = x + (gx + 0.5 + (gy % 2 ? 0.4 : -0.1) + scene.random(-0.2, 0.2)) * (w / 8);
          const py = y + (gy + 0.5 + scene.random(-0.2, 0.2)) * (h / 6);
          contents += potatoWedge(scene, px, py, scene.random(150, 180), scene.random(0, 360));
        }
      }
      for (const [px, py] of scatter(scene, 6, cx, cy, w * 0.38, h * 0.36))
        contents += citrus(scene, px, py, scene.random(40, 48), scene.random(0, 360));
      for (const [px, py] of scatter(scene, 6, cx, cy, w * 0.4, h * 0.38))
        contents += garlicClove(scene, px, py, 40, scene.random(0, 360));
      contents += herbFlecks(scene, scatter(scene, 160, cx, cy, w * 0.5, h * 0.5), {
        size: 4,
        colors: ["#4f6a2a", "#5f7a3a", "#3f5a22"],
      });
      contents += pepperFlecks(scene, scatter(scene, 70, cx, cy, w * 0.5, h * 0.5), { size: 2 });
      return contents;
    },
    { base: "#f5f1e8", edge: "#c9c0b0", rimW: 40, radius: 70, rot: -5 },
  );
  return svg + photoLighting(scene);
}

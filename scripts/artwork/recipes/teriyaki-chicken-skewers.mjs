// @ts-check
import { bgWood, photoLighting } from "../backgrounds.mjs";
import { sauceBowl } from "../ingredients/pantry.mjs";
import { citrusWedge, scallions } from "../ingredients/produce.mjs";
import { sesame } from "../ingredients/toppings.mjs";
import { scatter } from "../shapes.mjs";
import { at, closedCurve, num } from "../svg.mjs";
import { chopsticks } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function skewer(scene, x, y, length, rot) {
  let svg = `<path d="M${num(-length * 0.1)} -4L${num(length * 1.08)} -2.5L${num(length * 1.12)} 0L${num(length * 1.08)} 2.5L${num(-length * 0.1)} 4Z" fill="${scene.linearGradient(
    [
      [0, "#f1d6a4"],
      [1, "#b8935a"],
    ],
  )}"/>`;
  const n = 7;
  const order = [0, 1, 3, 4, 6, 2, 5];
  for (const i of order) {
    const px = (length * (i + 0.5)) / n;
    if (i === 2 || i === 5) {
      svg += `<g filter="${scene.dropShadow(3, 5, 4, 0.45)}"><rect x="${num(px - 16)}" y="-30" width="32" height="60" rx="10" fill="${scene.linearGradient(
        [
          [0, "#f4fbe2"],
          [0.45, "#a8d86a"],
          [1, "#4f8a22"],
        ],
        0,
        0,
        1,
        0,
      )}"/><path d="M${num(px - 14)} -28L${num(px + 14)} -22M${num(px - 14)} 22L${num(px + 14)} 28" stroke="#3a1a06" stroke-width="6" opacity="0.35"/><path d="M${num(px - 9)} -22v44" stroke="#fff" stroke-width="3" opacity="0.55"/></g>`;
    } else {
      const w = scene.random(96, 108);
      const h = scene.random(88, 100);
      const angle = scene.random(-15, 15);
      const pathData = closedCurve(
        [
          [-w / 2, -h / 2 + scene.random(0, 12)],
          [0, -h / 2 - scene.random(0, 6)],
          [w / 2 - scene.random(0, 12), -h / 2],
          [w / 2 + scene.random(0, 6), 0],
          [w / 2, h / 2 - scene.random(0, 12)],
          [0, h / 2 + scene.random(0, 6)],
          [-w / 2 + scene.random(0, 12), h / 2],
          [-w / 2 - scene.random(0, 6), 0],
        ],
        0.8,
      );
      let m = `<path d="${pathData}" fill="${scene.radialGradient(
        [
          [0, "#e39a4a"],
          [0.45, "#b8661e"],
          [0.85, "#7a340c"],
          [1, "#4a1804"],
        ],
        0.42,
        0.38,
        0.62,
      )}" filter="${scene.grain({ freq: 0.1, k: 1.8, b: -1.05, color: [0.25, 0.08, 0.02], oct: 2, seed: 89 })}"/>`;
      m += `<path d="M${num(-w * 0.35)} ${num(-h * 0.15)}L${num(w * 0.3)} ${num(-h * 0.35)}M${num(-w * 0.35)} ${num(h * 0.2)}L${num(w * 0.35)} ${num(-h * 0.02)}" stroke="#2a0c02" stroke-width="6" opacity="0.45" stroke-linecap="round" filter="${scene.blur(1.5)}"/>`;
      m += `<ellipse cx="${num(-w * 0.15)}" cy="${num(-h * 0.22)}" rx="${num(w * 0.28)}" ry="${num(h * 0.08)}" transform="rotate(-25 ${num(-w * 0.15)} ${num(-h * 0.22)})" fill="#fff3d8" opacity="0.7" filter="${scene.blur(2.5)}"/>`;
      m += `<ellipse cx="${num(w * 0.18)}" cy="${num(h * 0.15)}" rx="${num(w * 0.12)}" ry="${num(h * 0.05)}" fill="#fff3d8" opacity="0.4" filter="${scene.blur(2)}"/>`;
      svg += `<g ${at(px, scene.random(-3, 3), angle)} filter="${scene.dropShadow(4, 6, 5, 0.5)}">${m}</g>`;
    }
  }
  svg += sesame(scene, scatter(scene, 26, length / 2, 0, length * 0.5, 28), { size: 3.6 });
  return `<g ${at(x, y, rot)}>${svg}</g>`;
}

/** @type {Focus} */
export const focus = [220, 110, 700];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgWood(scene, "#2c2624", { n: 5, dir: "h", grain: 0.7 });
  svg += sauceBowl(scene, 1060, 760, 100, "#4a1e08", { outer: "#f1ece2" });
  svg += sesame(scene, scatter(scene, 30, 180, 800, 80), { size: 4 });
  svg += chopsticks(scene, 820, 70, 20, 520, "#d8b37d");
  svg += `<g ${at(570, 450, -12)} filter="${scene.layeredShadow(1.1, 1.1)}"><rect x="-430" y="-230" width="860" height="460" rx="40" fill="${scene.linearGradient(
    [
      [0, "#ffffff"],
      [0.6, "#f1ede6"],
      [1, "#d2cbbf"],
    ],
    0,
    0,
    1,
    1,
  )}"/><rect x="-395" y="-195" width="790" height="390" rx="26" fill="#f7f4ee"/><rect x="-395" y="-195" width="790" height="390" rx="26" fill="none" stroke="#b9b2a6" stroke-width="6" opacity="0.5" filter="${scene.blur(4)}"/></g>`;
  svg += skewer(scene, 235, 320, 660, -12);
  svg += skewer(scene, 255, 475, 660, -12);
  svg += skewer(scene, 275, 630, 660, -12);
  svg += scallions(scene, scatter(scene, 34, 570, 470, 320, 170), 9);
  svg += citrusWedge(scene, 900, 250, 120, -30, "lime");
  return svg + photoLighting(scene, { vignette: 0.4 });
}

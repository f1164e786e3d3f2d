// @ts-check
import { bgMarble, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { mozzarella } from "../ingredients/pantry.mjs";
import { cherryTomato, tomatoSlice } from "../ingredients/produce.mjs";
import { oilDrops, pepperFlecks, sesame } from "../ingredients/toppings.mjs";
import { scatter } from "../shapes.mjs";
import { num, toDegrees, toRadians } from "../svg.mjs";
import { fork, knife, napkin, plate } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [120, 60, 800];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgMarble(scene);
  svg += napkin(scene, 880, -60, 380, 300, 16, { color: "#eef3e8", stripe: "#3f6212", stripes: 1 });
  svg += fork(scene, 1010, 880, -84, 400);
  svg += knife(scene, 1110, 890, -88, 430);
  const cx = 520;
  const cy = 455;
  svg += `<g transform="translate(${cx} ${cy}) scale(1.16 1)">${plate(scene, 0, 0, 372, { base: "#fbfaf6", edge: "#d8d2c6", wellK: 0.8 })}</g>`;
  // shingled ring of tomato / mozzarella slices with basil tucked between
  const n = 14;
  for (let i = 0; i < n; i++) {
    const angle = toRadians(-100 + (i * 360) / n);
    const x = cx + Math.cos(angle) * 228 * 1.18;
    const y = cy + Math.sin(angle) * 196;
    svg +=
      i % 2 === 0
        ? tomatoSlice(scene, x, y, 82, scene.random(0, 360))
        : mozzarella(scene, x, y, 80);
    const b = angle + toRadians(360 / n / 2);
    svg += leaf(
      scene,
      cx + Math.cos(b) * 255 * 1.18,
      cy + Math.sin(b) * 225,
      scene.random(58, 72),
      toDegrees(b) + scene.random(-30, 30),
      { kind: "basil" },
    );
  }
  // centre: basil bouquet and halved cherry tomatoes
  svg += leaf(scene, cx - 10, cy + 10, 110, 200, { kind: "basil" });
  svg += leaf(scene, cx + 10, cy + 5, 120, 15, { kind: "basil" });
  svg += leaf(scene, cx, cy - 10, 95, -95, { kind: "basil" });
  svg += leaf(scene, cx + 5, cy + 10, 90, 110, { kind: "basil" });
  svg += cherryTomato(scene, cx - 55, cy + 40, 34);
  svg += cherryTomato(scene, cx + 60, cy - 30, 31);
  svg += mozzarella(scene, cx + 20, cy + 55, 30);
  // balsamic glaze pearls
  for (const [x, y] of scatter(scene, 12, cx, cy, 300, 220)) {
    const r = scene.random(3, 5.5);
    svg += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#2e140b" opacity="0.9"/><circle cx="${num(x - r * 0.3)}" cy="${num(y - r * 0.3)}" r="${num(r * 0.3)}" fill="#fff" opacity="0.6"/>`;
  }
  svg += oilDrops(scene, scatter(scene, 18, cx, cy, 330, 230), {
    color: "#d7c43a",
    size: 8,
    op: 0.4,
  });
  svg += pepperFlecks(scene, scatter(scene, 70, cx, cy, 330, 240), { size: 2 });
  svg += sesame(scene, scatter(scene, 40, cx, cy, 330, 240), { size: 2.6, color: "#ffffff" });
  svg += cherryTomato(scene, 110, 800, 40);
  svg += cherryTomato(scene, 185, 845, 36);
  svg += leaf(scene, 60, 860, 90, -40, { kind: "basil" });
  svg += leaf(scene, 1080, 360, 80, 120, { kind: "basil" });
  return svg + photoLighting(scene, { vignette: 0.25 });
}

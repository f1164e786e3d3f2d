// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { herbFlecks, thyme } from "../ingredients/herbs.mjs";
import { cherryTomato, garlicBulb } from "../ingredients/produce.mjs";
import { oilDrops } from "../ingredients/toppings.mjs";
import { scatter, shadedDisc } from "../shapes.mjs";
import { at, group, nth, num, toDegrees } from "../svg.mjs";
import { napkin, skillet, spoon } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {"zuc" | "squash" | "egg" | "tom"} VegKind */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {VegKind} kind
 * @param {number} rot
 */
function vegSlice(scene, x, y, r, kind, rot) {
  const K = /** @satisfies {Record<VegKind, [skin: string, centre: string, edge: string]>} */ ({
    zuc: ["#2f6a1e", "#eef5c8", "#d6e8a0"],
    squash: ["#e8b20f", "#fff6c8", "#f6e29a"],
    egg: ["#3a1840", "#f4ecd2", "#e6d8b0"],
    tom: ["#c8281a", "#f0583e", "#e4432a"],
  })[kind];
  let svg = `<ellipse rx="${num(r)}" ry="${num(r * 0.92)}" fill="${K[0]}"/>`;
  svg += `<ellipse cx="${num(r * 0.03)}" rx="${num(r * 0.88)}" ry="${num(r * 0.8)}" fill="${scene.radialGradient(
    [
      [0, K[1]],
      [1, K[2]],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  if (kind === "egg" || kind === "zuc" || kind === "squash")
    for (let i = 0; i < 8; i++)
      svg += `<ellipse cx="${num(Math.cos(i) * r * 0.35)}" cy="${num(Math.sin(i * 1.7) * r * 0.3)}" rx="${num(r * 0.05)}" ry="${num(r * 0.03)}" fill="${kind === "egg" ? "#b8a070" : "#c9d88a"}"/>`;
  if (kind === "tom") svg += `<circle r="${num(r * 0.3)}" fill="#f79a7c" opacity="0.7"/>`;
  svg += `<ellipse cx="${num(-r * 0.3)}" cy="${num(-r * 0.3)}" rx="${num(r * 0.3)}" ry="${num(r * 0.1)}" transform="rotate(-35 ${num(-r * 0.3)} ${num(-r * 0.3)})" fill="#fff" opacity="0.45"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 4, 3, 0.45)}">${svg}</g>`;
}

/** @type {Focus} */
export const focus = [170, 60, 780];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#ead9a6", { weave: 0.45 });
  svg += napkin(scene, 860, -60, 400, 320, 12, { color: "#f6f1e6", stripe: "#3f6212", stripes: 2 });
  svg += thyme(scene, 920, 760, 200, -20);
  svg += thyme(scene, 960, 800, 180, 5);
  svg += garlicBulb(scene, 140, 780, 52);
  svg += cherryTomato(scene, 120, 140, 44);
  svg += cherryTomato(scene, 200, 90, 38);
  svg += spoon(scene, 1180, 520, 170, 320, { metal: false, color: "#b98a58" });
  const cx = 560;
  const cy = 450;
  // round enamel baking dish with handles
  svg += group(
    `filter="${scene.layeredShadow(1.2, 1)}"`,
    `<rect x="${cx - 420}" y="${cy - 50}" width="840" height="100" rx="40" fill="${scene.linearGradient(
      [
        [0, "#d0563a"],
        [1, "#8a2a16"],
      ],
    )}"/>`,
  );
  svg += skillet(
    scene,
    cx,
    cy,
    370,
    (x, y, r) => {
      let contents = shadedDisc(scene, x, y, r, "#d8482a", "#8a1e0e");
      /** @type {VegKind[]} */
      const kinds = ["zuc", "tom", "egg", "squash"];
      let k = 0;
      /** @type {[radius: number, count: number, size: number][]} */
      const rings = [
        [r * 0.82, 30, 62],
        [r * 0.58, 22, 58],
        [r * 0.34, 13, 54],
        [r * 0.12, 5, 48],
      ];
      for (const [rr, n, sz] of rings) {
        for (let i = 0; i < n; i++) {
          const angle = (i / n) * Math.PI * 2;
          contents += vegSlice(
            scene,
            x + Math.cos(angle) * rr,
            y + Math.sin(angle) * rr,
            sz,
            nth(kinds, k++ % 4),
            toDegrees(angle) + 90,
          );
        }
      }
      contents += herbFlecks(scene, scatter(scene, 80, x, y, r * 0.9), {
        size: 4,
        colors: ["#5e7a3c", "#6f8a4a", "#4a6a2c"],
      });
      contents += thyme(scene, x - 40, y - 30, 140, -20);
      contents += oilDrops(scene, scatter(scene, 14, x, y, r * 0.85), {
        color: "#e8c24a",
        size: 7,
        op: 0.5,
      });
      return contents;
    },
    { ang: 0, metal: "#b8402a" },
  ).replace(/<path d="M[^"]*"[^>]*\/><rect[^>]*opacity="0.75"\/>/, "");
  return svg + photoLighting(scene);
}

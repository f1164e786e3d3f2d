// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { leaf } from "../ingredients/herbs.mjs";
import { breadSlice } from "../ingredients/pantry.mjs";
import { citrus, citrusWedge } from "../ingredients/produce.mjs";
import { chiliFlakes, pepperFlecks, sesame } from "../ingredients/toppings.mjs";
import { blob, scatter } from "../shapes.mjs";
import { at, closedCurve, num } from "../svg.mjs";
import { board, knife } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function avocadoHalf(scene, x, y, length, rot, { pit = true } = {}) {
  /** @type {Point[]} */
  const pts = [
    [0, -length * 0.28],
    [length * 0.35, -length * 0.3],
    [length * 0.62, -length * 0.18],
    [length * 0.7, 0],
    [length * 0.62, length * 0.18],
    [length * 0.35, length * 0.3],
    [0, length * 0.28],
    [-length * 0.2, length * 0.17],
    [-length * 0.28, 0],
    [-length * 0.2, -length * 0.17],
  ];
  const shape = closedCurve(pts);
  let svg = `<path d="${shape}" fill="${scene.linearGradient([
    [0, "#3a5a1a"],
    [1, "#1a2e0a"],
  ])}"/>`;
  svg += `<path d="${shape}" transform="translate(${num(length * 0.02)} 0) scale(0.9)" fill="${scene.radialGradient(
    [
      [0, "#f1f0a0"],
      [0.55, "#d4e27a"],
      [0.85, "#9cc34a"],
      [1, "#6a9a2a"],
    ],
    0.55,
    0.5,
    0.55,
  )}"/>`;
  if (pit) {
    svg += `<circle cx="${num(length * 0.33)}" cy="0" r="${num(length * 0.17)}" fill="${scene.radialGradient(
      [
        [0, "#c98a5a"],
        [0.6, "#8a4a22"],
        [1, "#4a220a"],
      ],
      0.4,
      0.36,
      0.65,
    )}"/>`;
    svg += `<ellipse cx="${num(length * 0.28)}" cy="${num(-length * 0.06)}" rx="${num(length * 0.06)}" ry="${num(length * 0.03)}" transform="rotate(-30 ${num(length * 0.28)} ${num(-length * 0.06)})" fill="#fff" opacity="0.5"/>`;
  }
  return `<g ${at(x, y, rot)} filter="${scene.layeredShadow(0.6, 1)}">${svg}</g>`;
}

/** @type {Focus} */
export const focus = [130, 60, 760];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#f0c3c0", { weave: 0.45 });
  svg += avocadoHalf(scene, 1000, 180, 300, 150);
  svg += citrusWedge(scene, 1080, 740, 140, -20, "lemon");
  svg += knife(scene, 120, 860, -60, 400);
  svg += board(scene, 520, 460, 760, 640, 4, { wood: "#d0a46c", handle: false, radius: 40 });
  const cx = 520;
  const cy = 450;
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} rot
   * @param {number} eggR
   */
  const sl = (x, y, w, rot, eggR) => {
    let contents = breadSlice(scene, x, y, w, rot, {
      crumb: "#e4b472",
      crust: "#6e3a12",
      toast: 0.8,
    });
    const spread = blob(scene, x, y, w * 0.4, w * 0.33, { n: 12, jit: 0.1 });
    contents += `<g filter="${scene.dropShadow(2, 4, 4, 0.3)}"><path d="${spread}" fill="${scene.radialGradient(
      [
        [0, "#d9e68a"],
        [0.7, "#a8c84e"],
        [1, "#7ea23a"],
      ],
      0.45,
      0.42,
      0.6,
    )}" filter="${scene.grain({ freq: 0.06, k: 2.2, b: -1.2, color: [0.3, 0.45, 0.1], oct: 3, seed: 77 })}"/></g>`;
    for (const [px, py] of scatter(scene, 18, x, y, w * 0.34, w * 0.28))
      contents += `<path d="${blob(scene, px, py, scene.random(8, 16), scene.random(6, 12), { n: 6, jit: 0.3 })}" fill="${scene.pick(["#e4ee9a", "#b8d060", "#c9dc74"])}" opacity="0.9"/>`;
    if (eggR) {
      contents += `<g filter="${scene.dropShadow(4, 7, 6, 0.4)}"><path d="${blob(scene, x + 5, y - 5, eggR, eggR * 0.86, { n: 10, jit: 0.1 })}" fill="${scene.radialGradient(
        [
          [0, "#ffffff"],
          [0.6, "#f8f6f2"],
          [1, "#dcd8d2"],
        ],
        0.42,
        0.38,
        0.6,
      )}"/></g>`;
      contents += `<path d="${blob(scene, x + 10, y, eggR * 0.42, eggR * 0.38, { n: 8, jit: 0.05 })}" fill="${scene.radialGradient(
        [
          [0, "#ffc83a"],
          [0.6, "#f59e0b"],
          [1, "#e07a00"],
        ],
        0.4,
        0.38,
        0.62,
      )}"/>`;
      contents += `<path d="M${num(x + 10 + eggR * 0.3)} ${num(y + eggR * 0.2)}Q${num(x + eggR * 0.7)} ${num(y + eggR * 0.75)} ${num(x + eggR * 0.45)} ${num(y + eggR * 1.05)}Q${num(x + eggR * 0.25)} ${num(y + eggR * 0.8)} ${num(x + 10)} ${num(y + eggR * 0.36)}Z" fill="${scene.linearGradient(
        [
          [0, "#f9a81a"],
          [1, "#e8860a"],
        ],
      )}"/>`;
      contents += `<ellipse cx="${num(x - eggR * 0.05)}" cy="${num(y - eggR * 0.1)}" rx="${num(eggR * 0.14)}" ry="${num(eggR * 0.07)}" transform="rotate(-30 ${num(x - eggR * 0.05)} ${num(y - eggR * 0.1)})" fill="#fff" opacity="0.8"/>`;
      contents += `<ellipse cx="${num(x - eggR * 0.4)}" cy="${num(y - eggR * 0.45)}" rx="${num(eggR * 0.3)}" ry="${num(eggR * 0.12)}" transform="rotate(-30 ${num(x - eggR * 0.4)} ${num(y - eggR * 0.45)})" fill="#fff" opacity="0.9" filter="${scene.blur(4)}"/>`;
    }
    contents += chiliFlakes(scene, scatter(scene, 40, x, y, w * 0.4, w * 0.32), 4);
    contents += pepperFlecks(scene, scatter(scene, 30, x, y, w * 0.4, w * 0.32), { size: 1.8 });
    contents += sesame(scene, scatter(scene, 20, x, y, w * 0.4, w * 0.32), {
      size: 3.5,
      dark: true,
    });
    return contents;
  };
  svg += sl(cx - 120, cy - 90, 380, -8, 120);
  svg += sl(cx + 150, cy + 130, 340, 12, 0);
  for (let i = 0; i < 8; i++)
    svg += leaf(
      scene,
      cx + 150 + scene.random(-40, 40),
      cy + 130 + scene.random(-40, 40),
      scene.random(30, 40),
      scene.random(0, 360),
      {
        kind: "mint",
        w: 0.5,
        round: 0.9,
        veins: 1,
      },
    );
  svg += citrus(scene, cx + 250, cy - 160, 46, 20);
  return svg + photoLighting(scene);
}

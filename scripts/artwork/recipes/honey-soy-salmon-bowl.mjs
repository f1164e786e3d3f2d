// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { riceBed, sauceBowl } from "../ingredients/pantry.mjs";
import { avocadoFan, citrusWedge, scallions } from "../ingredients/produce.mjs";
import { sesame, shreds } from "../ingredients/toppings.mjs";
import { scatter } from "../shapes.mjs";
import { at, num, toDegrees, toRadians } from "../svg.mjs";
import { bowl, chopsticks } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */
/** @typedef {import("../svg.mjs").Point} Point */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rot
 */
function salmonPiece(scene, x, y, w, h, rot) {
  let svg = `<rect x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.25)}" fill="${scene.radialGradient(
    [
      [0, "#f7a05a"],
      [0.55, "#e0702e"],
      [0.85, "#a8401a"],
      [1, "#5a1806"],
    ],
    0.45,
    0.4,
    0.62,
  )}"/>`;
  for (let i = 0; i < 2; i++) {
    const xx = -w / 2 + (w * (i + 1)) / 3;
    svg += `<path d="M${num(xx - w * 0.08)} ${num(-h / 2 + 6)}Q${num(xx + w * 0.12)} 0 ${num(xx - w * 0.08)} ${num(h / 2 - 6)}" stroke="#ffe0c8" stroke-width="${num(h * 0.06)}" fill="none" opacity="0.6"/>`;
  }
  svg += `<rect x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.32)}" fill="none" stroke="#5a1a06" stroke-width="${num(h * 0.08)}" opacity="0.5" filter="${scene.blur(3)}"/>`;
  svg += `<ellipse cx="${num(-w * 0.15)}" cy="${num(-h * 0.22)}" rx="${num(w * 0.3)}" ry="${num(h * 0.1)}" fill="#fff" opacity="0.5" filter="${scene.blur(4)}"/>`;
  svg += sesame(scene, scatter(scene, 5, 0, 0, w * 0.4, h * 0.35), { size: 3.5, dark: true });
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.5)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function cucumberSlice(scene, x, y, r) {
  let svg = `<circle r="${num(r)}" fill="#2f6a1e"/><circle r="${num(r * 0.88)}" fill="${scene.radialGradient(
    [
      [0, "#f1f8da"],
      [1, "#cfe6a2"],
    ],
  )}"/>`;
  for (let i = 0; i < 3; i++) {
    const angle = toRadians(i * 120 + scene.random(0, 30));
    svg += `<ellipse cx="${num(Math.cos(angle) * r * 0.3)}" cy="${num(Math.sin(angle) * r * 0.3)}" rx="${num(r * 0.28)}" ry="${num(r * 0.18)}" transform="rotate(${num(toDegrees(angle))} ${num(Math.cos(angle) * r * 0.3)} ${num(Math.sin(angle) * r * 0.3)})" fill="#dbeaae"/>`;
    svg += `<ellipse cx="${num(Math.cos(angle) * r * 0.33)}" cy="${num(Math.sin(angle) * r * 0.33)}" rx="${num(r * 0.07)}" ry="${num(r * 0.04)}" transform="rotate(${num(toDegrees(angle))} ${num(Math.cos(angle) * r * 0.33)} ${num(Math.sin(angle) * r * 0.33)})" fill="#fff8e0"/>`;
  }
  return `<g ${at(x, y)} filter="${scene.dropShadow(2, 3, 2.5, 0.35)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {Point[]} pts
 */
function edamame(scene, pts) {
  return pts
    .map(
      ([x, y]) =>
        `<g ${at(x, y, scene.random(0, 180))} filter="${scene.dropShadow(1.5, 2.5, 2, 0.35)}"><ellipse rx="13" ry="10" fill="${scene.radialGradient(
          [
            [0, "#b9e07a"],
            [0.6, "#7dbb3a"],
            [1, "#4f8a1e"],
          ],
          0.4,
          0.35,
          0.65,
        )}"/><ellipse cx="-4" cy="-4" rx="4" ry="2" fill="#fff" opacity="0.5"/></g>`,
    )
    .join("");
}

/** @type {Focus} */
export const focus = [170, 90, 740];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#e6d2b5", { weave: 0.5 });
  svg += sauceBowl(scene, 1040, 170, 85, "#3a1a0a", { outer: "#2e3a44" });
  svg += citrusWedge(scene, 1080, 760, 140, -20, "lime");
  svg += chopsticks(scene, 770, 40, 40, 620, "#2a2522");
  const cx = 540;
  const cy = 460;
  svg += bowl(
    scene,
    cx,
    cy,
    340,
    (x, y, r) => {
      let contents = riceBed(scene, x, y, r, r, { n: 700 });
      contents += avocadoFan(scene, x - 235, y + 50, 210, -8, { n: 6, spread: 10 });
      for (const [px, py] of /** @satisfies {Point[]} */ ([
        [x - 190, y - 60],
        [x - 150, y - 150],
        [x - 70, y - 205],
        [x - 225, y + 30],
        [x - 110, y - 90],
      ]))
        contents += cucumberSlice(scene, px, py, 46);
      contents += edamame(scene, scatter(scene, 40, x + 50, y - 200, 110, 60));
      contents += shreds(
        scene,
        scatter(scene, 80, x + 210, y - 40, 80, 120),
        ["#f08a24", "#f7a43a", "#e0701a"],
        46,
        5,
      );
      contents += shreds(
        scene,
        scatter(scene, 70, x + 40, y + 200, 120, 45),
        ["#7b2d7a", "#9a4a9a", "#5e1f63"],
        46,
        6,
      );
      for (const [px, py] of /** @satisfies {Point[]} */ ([
        [x - 20, y - 10],
        [x + 50, y - 30],
        [x + 120, y - 5],
        [x + 10, y + 60],
        [x + 80, y + 50],
        [x + 150, y + 75],
        [x + 40, y + 125],
        [x + 110, y + 130],
        [x - 40, y + 110],
      ]))
        contents += salmonPiece(
          scene,
          px + scene.random(-6, 6),
          py + scene.random(-6, 6),
          scene.random(74, 86),
          scene.random(64, 74),
          scene.random(-25, 25),
        );
      contents += sesame(scene, scatter(scene, 60, x, y, r * 0.85), { size: 3.8, dark: true });
      contents += scallions(scene, scatter(scene, 20, x + 40, y + 30, 150), 8);
      return contents;
    },
    {
      outer: "#2d3b45",
      outerEdge: "#141c22",
      inner: "#3a4a56",
      innerDark: "#1a232a",
      speckle: 0.5,
      fill: 0.93,
    },
  );
  svg += edamame(scene, scatter(scene, 6, 150, 120, 60));
  svg += sesame(scene, scatter(scene, 30, 180, 780, 90), { size: 4, dark: true });
  return svg + photoLighting(scene);
}

// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { noiseRect } from "../noise.mjs";
import { arcPoints, blob, scatter } from "../shapes.mjs";
import { at, num, openCurve, point } from "../svg.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function cookie(scene, x, y, r) {
  let svg = `<path d="${blob(scene, 0, 0, r, r * scene.random(0.92, 1), { n: 14, jit: 0.06 })}" fill="${scene.radialGradient(
    [
      [0, "#e9b46a"],
      [0.55, "#d99a4a"],
      [0.85, "#c07a30"],
      [1, "#9a5a1e"],
    ],
    0.48,
    0.46,
    0.56,
  )}" filter="${scene.grain({ freq: 0.07, k: 2, b: -1.15, color: [0.45, 0.22, 0.06], oct: 3, seed: 79 })}"/>`;
  for (let i = 0; i < 5; i++) {
    const angle = scene.random(0, Math.PI * 2);
    const d0 = scene.random(0.1, 0.5) * r;
    /** @type {Point} */
    const p = [Math.cos(angle) * d0, Math.sin(angle) * d0];
    /** @type {Point} */
    const q = [
      p[0] + Math.cos(angle + scene.random(-0.8, 0.8)) * r * 0.35,
      p[1] + Math.sin(angle + scene.random(-0.8, 0.8)) * r * 0.35,
    ];
    svg += `<path d="M${point(p)}Q${num((p[0] + q[0]) / 2 + scene.random(-10, 10))} ${num((p[1] + q[1]) / 2 + scene.random(-10, 10))} ${point(q)}" stroke="#8a4a16" stroke-width="${num(scene.random(3, 6))}" fill="none" opacity="0.45" stroke-linecap="round" filter="${scene.blur(1.5)}"/>`;
    svg += `<path d="M${point(p)}Q${num((p[0] + q[0]) / 2)} ${num((p[1] + q[1]) / 2)} ${point(q)}" stroke="#fbdca0" stroke-width="2" fill="none" opacity="0.5" transform="translate(-2 -2)"/>`;
  }
  for (const [px, py] of scatter(scene, 11, 0, 0, r * 0.8)) {
    const cr = scene.random(10, 18);
    svg += `<g filter="${scene.dropShadow(1, 2, 1.5, 0.4)}"><path d="${blob(scene, px, py, cr, cr * scene.random(0.7, 0.95), { n: 5, jit: 0.25, rot: scene.random(0, 180) })}" fill="${scene.radialGradient(
      [
        [0, "#7a4a2a"],
        [0.5, "#4a2614"],
        [1, "#2a140a"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/><ellipse cx="${num(px - cr * 0.3)}" cy="${num(py - cr * 0.3)}" rx="${num(cr * 0.35)}" ry="${num(cr * 0.15)}" fill="#fff" opacity="0.35"/></g>`;
  }
  for (const [px, py] of scatter(scene, 6, 0, 0, r * 0.7))
    svg += `<rect x="${num(px)}" y="${num(py)}" width="5" height="5" transform="rotate(${num(scene.random(0, 90))} ${num(px)} ${num(py)})" fill="#fff" opacity="0.9"/>`;
  return `<g ${at(x, y)} filter="${scene.layeredShadow(0.45, 1.1)}">${svg}</g>`;
}

/** @type {Focus} */
export const focus = [40, 70, 820];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#c9dde6", { weave: 0.45 });
  // sheet pan with parchment
  svg += `<g ${at(470, 450, -8)} filter="${scene.layeredShadow(1.2, 1)}"><rect x="-470" y="-350" width="940" height="700" rx="30" fill="${scene.linearGradient(
    [
      [0, "#e6e9ec"],
      [0.5, "#b9bec4"],
      [1, "#8e949b"],
    ],
    0,
    0,
    1,
    1,
  )}"/><rect x="-440" y="-320" width="880" height="640" rx="18" fill="#a9afb6"/><path d="M-430 -300L420 -330L440 300L-420 330Z" fill="${scene.linearGradient(
    [
      [0, "#fbf6ea"],
      [1, "#efe4cf"],
    ],
    0,
    0,
    1,
    1,
  )}"/></g>`;
  svg += noiseRect(
    scene,
    { freq: 0.012, k: 2, b: -1.15, color: [0.7, 0.6, 0.45], oct: 3, seed: 81 },
    60,
    130,
    820,
    640,
    0.45,
  );
  for (const [x, y] of /** @satisfies {Point[]} */ ([
    [230, 260],
    [490, 230],
    [740, 250],
    [260, 560],
    [520, 520],
    [770, 580],
  ]))
    svg += cookie(
      scene,
      x + scene.random(-15, 15),
      y + scene.random(-15, 15),
      scene.random(108, 118),
    );
  // glass of milk
  svg += `<g filter="${scene.layeredShadow(0.6, 0.9)}"><circle cx="1050" cy="210" r="110" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [0.85, "#f2f4f6"],
      [1, "#c9d0d6"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/></g>`;
  svg += `<circle cx="1050" cy="210" r="92" fill="${scene.radialGradient(
    [
      [0, "#ffffff"],
      [1, "#e9ecef"],
    ],
    0.4,
    0.4,
    0.6,
  )}"/><path d="${openCurve(arcPoints(1050, 210, 100, 200, 260, 6))}" stroke="#fff" stroke-width="6" fill="none" opacity="0.9" stroke-linecap="round"/>`;
  svg += cookie(scene, 1040, 700, 105);
  for (const [x, y] of scatter(scene, 18, 1050, 470, 90, 110))
    svg += `<g filter="${scene.dropShadow(1.5, 2.5, 2, 0.4)}"><path d="${blob(scene, x, y, 11, 9, { n: 5, jit: 0.25 })}" fill="${scene.radialGradient(
      [
        [0, "#6a3a20"],
        [1, "#2a140a"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/></g>`;
  for (const [x, y] of scatter(scene, 14, 1050, 470, 110, 130))
    svg += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(scene.random(2, 4))}" fill="#d9a45a"/>`;
  return svg + photoLighting(scene);
}

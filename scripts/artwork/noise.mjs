// @ts-check
// Coloured noise (SVG turbulence) laid over a region, for grain, mottling and speckle.
import { num } from "./svg.mjs";

/** @typedef {import("./scene.mjs").Scene} Scene */
/** @typedef {import("./scene.mjs").NoiseOptions} NoiseOptions */

/**
 * A rect covering (x, y, w, h) filled with coloured noise.
 * @param {Scene} scene
 * @param {NoiseOptions} opts
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} [opacity]
 */
export function noiseRect(scene, opts, x, y, w, h, opacity = 1) {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="#000" opacity="${opacity}" filter="${scene.noise(opts)}"/>`;
}

/**
 * Noise over the square around a circle, for a clip or a round shape to trim.
 * @param {Scene} scene
 * @param {NoiseOptions} opts
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} [opacity]
 */
export const noiseOverCircle = (scene, opts, cx, cy, r, opacity) =>
  noiseRect(scene, opts, cx - r, cy - r, 2 * r, 2 * r, opacity);

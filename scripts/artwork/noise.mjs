// Coloured noise (SVG turbulence) laid over a region, for grain, mottling and speckle.
import { num } from "./svg.mjs";

/** A rect covering (x, y, w, h) filled with coloured noise. */
export function noiseRect(scene, opts, x, y, w, h, opacity = 1) {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="#000" opacity="${opacity}" filter="${scene.noise(opts)}"/>`;
}

/** Noise over the square around a circle, for a clip or a round shape to trim. */
export const noiseOverCircle = (scene, opts, cx, cy, r, opacity) =>
  noiseRect(scene, opts, cx - r, cy - r, 2 * r, 2 * r, opacity);

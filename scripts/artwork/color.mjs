// @ts-check
// Hex colour arithmetic for shading.

/**
 * Red, green and blue, each 0–255.
 * @typedef {[red: number, green: number, blue: number]} Rgb
 */
/**
 * Red, green and blue, each 0–1, as an SVG colour matrix takes them.
 * @typedef {[red: number, green: number, blue: number]} UnitRgb
 */
/**
 * A light, a middle and a dark tone of one colour, for shading a shape.
 * @typedef {[light: string, mid: string, dark: string]} Shades
 */

/**
 * @param {string} hex
 * @returns {Rgb}
 */
function hexToRgb(hex) {
  const rgb = parseInt(hex.slice(1), 16);
  return [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
}

/** @param {Rgb} rgb */
function rgbToHex([red, green, blue]) {
  /** @param {number} value */
  const channel = (value) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/**
 * @param {string} from
 * @param {string} to
 * @param {number} amount
 */
export function mix(from, to, amount) {
  const fromRgb = hexToRgb(from);
  const toRgb = hexToRgb(to);
  return rgbToHex([
    fromRgb[0] + (toRgb[0] - fromRgb[0]) * amount,
    fromRgb[1] + (toRgb[1] - fromRgb[1]) * amount,
    fromRgb[2] + (toRgb[2] - fromRgb[2]) * amount,
  ]);
}

/**
 * @param {string} hex
 * @param {number} amount
 */
export const lighten = (hex, amount) => mix(hex, "#ffffff", amount);

/**
 * @param {string} hex
 * @param {number} amount
 */
export const darken = (hex, amount) => mix(hex, "#000000", amount);

/**
 * The colour as noise filters take it, each channel rounded to 0.01.
 * @param {string} hex
 */
export const noiseColor = (hex) =>
  /** @type {UnitRgb} */ (hexToRgb(hex).map((value) => Math.round((value / 255) * 100) / 100));

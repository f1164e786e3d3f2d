// @ts-check
// Text for the hero and social card, measured by rendering it, because librsvg offers no metrics.
import sharp from "sharp";
import { BRAND, FONT_STACK } from "./brand.mjs";
import { escapeXml, num } from "./svg.mjs";

/** @type {Map<string, number>} */
const measureCache = new Map();

/**
 * The width in pixels of text set in the brand's type.
 * @param {string} text
 * @param {number} size
 * @returns {Promise<number>}
 */
export async function measureText(text, size, weight = 400) {
  const key = `${text}|${size}|${weight}`;
  if (measureCache.has(key)) return /** @type {number} */ (measureCache.get(key));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(size * text.length * 0.8 + 40)}" height="${Math.ceil(size * 2)}"><text x="10" y="${size * 1.4}" font-family="${FONT_STACK}" font-size="${size}" font-weight="${weight}" fill="#000">${escapeXml(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  measureCache.set(key, w);
  return w;
}

/**
 * Text broken into lines no wider than maxW.
 * @param {string} text
 * @param {number} size
 * @param {number} weight
 * @param {number} maxW
 */
export async function wrapText(text, size, weight, maxW) {
  const words = text.split(" ");
  /** @type {string[]} */
  const lines = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && (await measureText(next, size, weight)) > maxW) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {string} content
 * @param {number} size
 */
export const textAt = (
  x,
  y,
  content,
  size,
  { weight = 400, fill = BRAND.text, anchor = "start", ls = 0 } = {},
) =>
  `<text x="${num(x)}" y="${num(y)}" font-family="${FONT_STACK}" font-size="${size}" font-weight="${weight}" fill="${fill}"${anchor !== "start" ? ` text-anchor="${anchor}"` : ""}${ls ? ` letter-spacing="${ls}"` : ""}>${escapeXml(content)}</text>`;

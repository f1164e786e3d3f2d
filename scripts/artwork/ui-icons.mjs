// @ts-check
// The app's line icons and fridge-chip glyphs, drawn on a 24×24 grid.
import { num } from "./svg.mjs";

/** @typedef {keyof typeof LINE_ICONS} IconName */
/** @typedef {keyof typeof CHIP_GLYPHS} ChipName */

/**
 * Small line icons drawn on a 24x24 grid, in a colour and (some) a stroke width.
 * @satisfies {Record<string, (col: string, sw?: number) => string>}
 */
const LINE_ICONS = {
  fridge: (col, sw = 2) =>
    `<rect x="5" y="2.5" width="14" height="19" rx="3" fill="none" stroke="${col}" stroke-width="${sw}"/><path d="M5 10H19M8.5 6V7.5M8.5 13V16" stroke="${col}" stroke-width="${sw}" stroke-linecap="round"/>`,
  home: (col) => `<path d="M4 11L12 4L20 11V20H14.5V14.5H9.5V20H4Z" fill="${col}"/>`,
  search: (col) =>
    `<circle cx="10.5" cy="10.5" r="6" fill="none" stroke="${col}" stroke-width="2.2"/><path d="M15 15L20 20" stroke="${col}" stroke-width="2.4" stroke-linecap="round"/>`,
  heart: (col) =>
    `<path d="M12 20S4 15 4 9.5A4.2 4.2 0 0 1 12 7.5A4.2 4.2 0 0 1 20 9.5C20 15 12 20 12 20Z" fill="none" stroke="${col}" stroke-width="2.2" stroke-linejoin="round"/>`,
  bell: (col) =>
    `<path d="M6 16V11A6 6 0 0 1 18 11V16L19.5 18H4.5Z" fill="none" stroke="${col}" stroke-width="2" stroke-linejoin="round"/><path d="M10 20.5A2.2 2.2 0 0 0 14 20.5" stroke="${col}" stroke-width="2" stroke-linecap="round" fill="none"/>`,
  user: (col) =>
    `<circle cx="12" cy="8.5" r="3.8" fill="none" stroke="${col}" stroke-width="2.2"/><path d="M4.5 20A7.5 7.5 0 0 1 19.5 20" fill="none" stroke="${col}" stroke-width="2.2" stroke-linecap="round"/>`,
};

/**
 * An icon scaled from its 24×24 grid to size, its top-left at (x, y).
 * @param {IconName} name
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} col
 * @param {number} [sw]
 */
export const lineIcon = (name, x, y, size, col, sw) =>
  `<g transform="translate(${num(x)} ${num(y)}) scale(${Number(num((size / 24) * 100)) / 100})">${LINE_ICONS[name](col, sw)}</g>`;

/** Tiny ingredient glyphs for the fridge chips (drawn on a 24x24 grid). */
export const CHIP_GLYPHS = {
  Eggs: `<ellipse cx="12" cy="13" rx="7" ry="8.5" fill="#ffffff" stroke="#c99a66" stroke-width="1.8"/><ellipse cx="9.5" cy="10" rx="2" ry="3" fill="#fff" opacity="0.9"/>`,
  Tomatoes: `<circle cx="12" cy="13.5" r="8" fill="#e0402a"/><path d="M12 6L9 4.5M12 6L15 4.5M12 6L12 3" stroke="#3f7a22" stroke-width="2" stroke-linecap="round"/><ellipse cx="9" cy="11" rx="2.2" ry="1.5" fill="#fff" opacity="0.6"/>`,
  Spinach: `<path d="M5 19C5 10 11 4 20 4C20 13 14 19 5 19Z" fill="#3f8a2a"/><path d="M5 19L15 9" stroke="#a7d98a" stroke-width="1.5" stroke-linecap="round"/>`,
  Feta: `<path d="M5 9L12 5L19 9V16L12 20L5 16Z" fill="#ffffff" stroke="#bba684" stroke-width="1.6" stroke-linejoin="round"/><path d="M5 9L12 13L19 9M12 13V20" stroke="#bba684" stroke-width="1.5" fill="none"/>`,
};

// @ts-check
// A drawing in progress: a seeded random source, so every run draws the same picture, and the SVG <defs> it needs.
import { gradientStops, num } from "./svg.mjs";

/** @typedef {import("./svg.mjs").Stop} Stop */
/** @typedef {import("./color.mjs").UnitRgb} UnitRgb */
/**
 * A turbulence filter: its base frequency (one number, or "x y" for each axis), its alpha as
 * k × noise + b, the colour it paints, its octaves, seed and kind.
 * @typedef {object} NoiseOptions
 * @property {number | string} [freq]
 * @property {number} [k]
 * @property {number} [b]
 * @property {UnitRgb} [color]
 * @property {number} [oct]
 * @property {number} [seed]
 * @property {"fractalNoise" | "turbulence"} [type]
 */
/** @typedef {Omit<NoiseOptions, "type">} GrainOptions */

/**
 * FNV-1a: turns a scene's name into the seed of its random source.
 * @param {string} text
 */
function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * The mulberry32 generator: tiny, fast and the same on every platform.
 * @param {number} a
 * @returns {() => number}
 */
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Scene {
  /**
   * @param {string} prefix starts every id this scene defines
   * @param {string} seed names the drawing; its hash seeds the random source
   */
  constructor(prefix, seed) {
    this.idPrefix = prefix;
    this.rng = mulberry32(hashString(seed));
    this.idCount = 0;
    /** @type {string[]} */
    this.defs = [];
    /** @type {Map<string, string>} */
    this.cache = new Map();
  }
  uniqueId() {
    return `${this.idPrefix}${(this.idCount++).toString(36)}`;
  }
  random(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  /**
   * An integer from a to b, both included.
   * @param {number} a
   * @param {number} b
   */
  randomInt(a, b) {
    return Math.floor(this.random(a, b + 1));
  }
  /**
   * A random item of arr.
   * @template T
   * @param {readonly T[]} arr not empty
   */
  pick(arr) {
    return /** @type {T} */ (arr[Math.floor(this.rng() * arr.length)]);
  }
  /**
   * The id of the definition that key names, made once by make(id).
   * @param {string} key
   * @param {(id: string) => string} make
   */
  define(key, make) {
    if (!this.cache.has(key)) {
      const id = this.uniqueId();
      this.defs.push(make(id));
      this.cache.set(key, id);
    }
    return /** @type {string} */ (this.cache.get(key));
  }
  /**
   * Linear gradient in the object's bounding box (default: top to bottom).
   * @param {readonly Stop[]} stops
   */
  linearGradient(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.define(`L${JSON.stringify([stops, x1, y1, x2, y2])}`, (i) => {
      return `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${gradientStops(stops)}</linearGradient>`;
    });
    return `url(#${id})`;
  }
  /**
   * @param {readonly Stop[]} stops
   * @param {number} x1
   * @param {number} y1
   * @param {number} x2
   * @param {number} y2
   */
  userLinearGradient(stops, x1, y1, x2, y2) {
    const id = this.define(`LU${JSON.stringify([stops, x1, y1, x2, y2])}`, (i) => {
      return `<linearGradient id="${i}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${gradientStops(stops)}</linearGradient>`;
    });
    return `url(#${id})`;
  }
  /**
   * Radial gradient in the object's bounding box; default focal point top-left (light source).
   * @param {readonly Stop[]} stops
   */
  radialGradient(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.define(`R${JSON.stringify([stops, cx, cy, r, fx, fy])}`, (i) => {
      return `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${gradientStops(stops)}</radialGradient>`;
    });
    return `url(#${id})`;
  }
  /**
   * @param {readonly Stop[]} stops
   * @param {number} cx
   * @param {number} cy
   * @param {number} r
   */
  userRadialGradient(stops, cx, cy, r, fx = cx, fy = cy) {
    const id = this.define(`RU${JSON.stringify([stops, cx, cy, r, fx, fy])}`, (i) => {
      return `<radialGradient id="${i}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fx="${num(fx)}" fy="${num(fy)}">${gradientStops(stops)}</radialGradient>`;
    });
    return `url(#${id})`;
  }
  /**
   * A Gaussian blur; the cache keys it by its text, so blur(0.8) and blur(num(0.8)) share it.
   * @param {number | string} sd its standard deviation
   */
  blur(sd) {
    const id = this.define(`B${sd}`, (i) => {
      return `<filter id="${i}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
    });
    return `url(#${id})`;
  }
  /**
   * Drop shadow cast down-right (light from the top-left).
   * @param {number | string} [dx]
   * @param {number | string} [dy]
   * @param {number | string} [sd] its blur's standard deviation
   */
  dropShadow(dx = 10, dy = 14, sd = 12, op = 0.35, color = "#2a1608") {
    const id = this.define(`S${[dx, dy, sd, op, color]}`, (i) => {
      return (
        `<filter id="${i}" x="-40%" y="-40%" width="180%" height="180%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dx="${dx}" dy="${dy}" result="o"/>` +
        `<feFlood flood-color="${color}" flood-opacity="${op}"/><feComposite in2="o" operator="in" result="s"/>` +
        `<feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
      );
    });
    return `url(#${id})`;
  }
  /** Two-layer shadow: tight contact shadow plus a broad ambient one. */
  layeredShadow(scale = 1, op = 1, color = "#2a1608") {
    const id = this.define(`S2${[scale, op, color]}`, (i) => {
      const s = scale;
      return (
        `<filter id="${i}" x="-40%" y="-40%" width="180%" height="180%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${num(3 * s)}"/><feOffset dx="${num(3 * s)}" dy="${num(4 * s)}" result="o1"/>` +
        `<feFlood flood-color="${color}" flood-opacity="${0.35 * op}"/><feComposite in2="o1" operator="in" result="s1"/>` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${num(16 * s)}"/><feOffset dx="${num(14 * s)}" dy="${num(20 * s)}" result="o2"/>` +
        `<feFlood flood-color="${color}" flood-opacity="${0.33 * op}"/><feComposite in2="o2" operator="in" result="s2"/>` +
        `<feMerge><feMergeNode in="s2"/><feMergeNode in="s1"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
      );
    });
    return `url(#${id})`;
  }
  /**
   * Surface grain clipped to the shape: turbulence mapped to a colour with alpha = k*noise + b.
   * @param {GrainOptions} [options]
   */
  grain({ freq = 0.5, k = 2.2, b = -1.2, color = [0.2, 0.1, 0.05], oct = 2, seed = 3 } = {}) {
    const id = this.define(`G${JSON.stringify([freq, k, b, color, oct, seed])}`, (i) => {
      return (
        `<filter id="${i}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${oct}" seed="${seed}" result="t"/>` +
        `<feColorMatrix in="t" type="matrix" values="0 0 0 0 ${color[0]} 0 0 0 0 ${color[1]} 0 0 0 0 ${color[2]} ${k} 0 0 0 ${b}" result="g"/>` +
        `<feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/>` +
        `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="gi"/></feMerge></filter>`
      );
    });
    return `url(#${id})`;
  }
  /**
   * Pure noise layer (ignores the source shape except for the filter region).
   * @param {NoiseOptions} [options]
   */
  noise({
    freq = 0.5,
    k = 2,
    b = -1,
    color = [0, 0, 0],
    oct = 2,
    seed = 3,
    type = "fractalNoise",
  } = {}) {
    const id = this.define(`N${JSON.stringify([freq, k, b, color, oct, seed, type])}`, (i) => {
      return (
        `<filter id="${i}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${oct}" seed="${seed}" result="t"/>` +
        `<feColorMatrix in="t" type="matrix" values="0 0 0 0 ${color[0]} 0 0 0 0 ${color[1]} 0 0 0 0 ${color[2]} ${k} 0 0 0 ${b}"/></filter>`
      );
    });
    return `url(#${id})`;
  }
  /** @param {string} shape */
  clipPath(shape) {
    const i = this.uniqueId();
    this.defs.push(`<clipPath id="${i}">${shape}</clipPath>`);
    return `url(#${i})`;
  }
}

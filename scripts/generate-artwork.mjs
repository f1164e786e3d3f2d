#!/usr/bin/env node
/**
 * Pantry Chef artwork generator.
 *
 * Draws every piece of the site's original artwork as SVG in code and renders it with sharp:
 *   - data/images/<recipe>.jpg   one 1200x900 food illustration per recipe in data/recipes.json
 *   - src/images/hero-phone.png  the hero phone mockup showing the app UI
 *   - static/social-card.png     the 1200x630 social sharing card
 *   - src/images/logo.svg        the logo mark
 *   - src/images/icon.png        512x512 app / favicon source
 *
 * Run from the repository root:   node scripts/generate-artwork.mjs
 * Optional:                       node scripts/generate-artwork.mjs --only=shakshuka,caprese-salad
 *
 * The outputs are committed to the repository; re-run this script only when the artwork (or the
 * recipe list) changes. Output is deterministic: all "random" scatter uses a seeded PRNG.
 * No photos, fonts or other assets are downloaded; text uses system fonts available to librsvg
 * (Liberation Sans / DejaVu Sans).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const W = 1200;
const H = 900;

const BRAND = {
  bg: "#fffaf3",
  brand: "#c2410c",
  brandStrong: "#9a3412",
  brandSoft: "#ffedd5",
  herb: "#3f6212",
  herbSoft: "#ecfccb",
  text: "#2a1d14",
  muted: "#6b5546",
  border: "#ecdccb",
};

const SANS = "'Liberation Sans', 'DejaVu Sans', sans-serif";

/* ----------------------------------------------------------------------------------------------
 * Deterministic randomness, numbers, paths
 * -------------------------------------------------------------------------------------------- */

function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => String(Math.round(n * 10) / 10);
const pt = (p) => `${f(p[0])} ${f(p[1])}`;
const deg = (r) => (r * 180) / Math.PI;
const rad = (d) => (d * Math.PI) / 180;

/** Closed Catmull-Rom spline through pts, as an SVG path. */
function smooth(pts, t = 1) {
  const n = pts.length;
  let d = `M${pt(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * t, p1[1] + ((p2[1] - p0[1]) / 6) * t];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * t, p2[1] - ((p3[1] - p1[1]) / 6) * t];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d + "Z";
}

/** Open Catmull-Rom spline through pts. */
function smoothOpen(pts) {
  let d = `M${pt(pts[0])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d;
}

function stopsSvg(stops) {
  return stops
    .map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
}

function esc(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/* ----------------------------------------------------------------------------------------------
 * Drawing context: seeded RNG + a defs registry (gradients, filters, clips) with unique ids
 * -------------------------------------------------------------------------------------------- */

class Ctx {
  constructor(prefix, seed) {
    this.p = prefix;
    this.rng = mulberry32(hashStr(seed));
    this.n = 0;
    this.defs = [];
    this.cache = new Map();
  }
  id() {
    return `${this.p}${(this.n++).toString(36)}`;
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.rng() * arr.length)];
  }
  def(key, make) {
    if (!this.cache.has(key)) {
      const id = this.id();
      this.defs.push(make(id));
      this.cache.set(key, id);
    }
    return this.cache.get(key);
  }
  /** Linear gradient in the object's bounding box (default: top to bottom). */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.def(`L${JSON.stringify([stops, x1, y1, x2, y2])}`, (i) => {
      return `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
    });
    return `url(#${id})`;
  }
  linU(stops, x1, y1, x2, y2) {
    const id = this.def(`LU${JSON.stringify([stops, x1, y1, x2, y2])}`, (i) => {
      return `<linearGradient id="${i}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsSvg(stops)}</linearGradient>`;
    });
    return `url(#${id})`;
  }
  /** Radial gradient in the object's bounding box; default focal point top-left (light source). */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.def(`R${JSON.stringify([stops, cx, cy, r, fx, fy])}`, (i) => {
      return `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`;
    });
    return `url(#${id})`;
  }
  radU(stops, cx, cy, r, fx = cx, fy = cy) {
    const id = this.def(`RU${JSON.stringify([stops, cx, cy, r, fx, fy])}`, (i) => {
      return `<radialGradient id="${i}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}">${stopsSvg(stops)}</radialGradient>`;
    });
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.def(`B${sd}`, (i) => {
      return `<filter id="${i}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
    });
    return `url(#${id})`;
  }
  /** Drop shadow cast down-right (light from the top-left). */
  shadow(dx = 10, dy = 14, sd = 12, op = 0.35, color = "#2a1608") {
    const id = this.def(`S${[dx, dy, sd, op, color]}`, (i) => {
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
  shadow2(scale = 1, op = 1, color = "#2a1608") {
    const id = this.def(`S2${[scale, op, color]}`, (i) => {
      const s = scale;
      return (
        `<filter id="${i}" x="-40%" y="-40%" width="180%" height="180%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${f(3 * s)}"/><feOffset dx="${f(3 * s)}" dy="${f(4 * s)}" result="o1"/>` +
        `<feFlood flood-color="${color}" flood-opacity="${0.35 * op}"/><feComposite in2="o1" operator="in" result="s1"/>` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${f(16 * s)}"/><feOffset dx="${f(14 * s)}" dy="${f(20 * s)}" result="o2"/>` +
        `<feFlood flood-color="${color}" flood-opacity="${0.33 * op}"/><feComposite in2="o2" operator="in" result="s2"/>` +
        `<feMerge><feMergeNode in="s2"/><feMergeNode in="s1"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
      );
    });
    return `url(#${id})`;
  }
  /**
   * Surface grain clipped to the shape: turbulence mapped to a colour with alpha = k*noise + b.
   */
  grain({ freq = 0.5, k = 2.2, b = -1.2, color = [0.2, 0.1, 0.05], oct = 2, seed = 3 } = {}) {
    const id = this.def(`G${JSON.stringify([freq, k, b, color, oct, seed])}`, (i) => {
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
  /** Pure noise layer (ignores the source shape except for the filter region). */
  noise({ freq = 0.5, k = 2, b = -1, color = [0, 0, 0], oct = 2, seed = 3, type = "fractalNoise" } = {}) {
    const id = this.def(`N${JSON.stringify([freq, k, b, color, oct, seed, type])}`, (i) => {
      return (
        `<filter id="${i}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${oct}" seed="${seed}" result="t"/>` +
        `<feColorMatrix in="t" type="matrix" values="0 0 0 0 ${color[0]} 0 0 0 0 ${color[1]} 0 0 0 0 ${color[2]} ${k} 0 0 0 ${b}"/></filter>`
      );
    });
    return `url(#${id})`;
  }
  clip(shape) {
    const i = this.id();
    this.defs.push(`<clipPath id="${i}">${shape}</clipPath>`);
    return `url(#${i})`;
  }
}

/* ----------------------------------------------------------------------------------------------
 * Generic shapes
 * -------------------------------------------------------------------------------------------- */

/** Irregular closed blob around (cx, cy). */
function blob(c, cx, cy, rx, ry = rx, { n = 12, jit = 0.12, rot = 0 } = {}) {
  const pts = [];
  const a0 = c.r(0, Math.PI * 2);
  const cr = Math.cos(rad(rot));
  const sr = Math.sin(rad(rot));
  for (let i = 0; i < n; i++) {
    const a = a0 + (i / n) * Math.PI * 2;
    const k = 1 + c.r(-jit, jit);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * cr - y * sr, cy + x * sr + y * cr]);
  }
  return smooth(pts);
}

/** Outline of a tube along a polyline with per-point half widths. */
function tube(pts, widths, { capStart = true, capEnd = true } = {}) {
  const L = [];
  const R = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    let nx = -(b[1] - a[1]);
    let ny = b[0] - a[0];
    const len = Math.hypot(nx, ny) || 1;
    nx /= len;
    ny /= len;
    const w = typeof widths === "function" ? widths(i / (pts.length - 1)) : widths[i];
    L.push([pts[i][0] + nx * w, pts[i][1] + ny * w]);
    R.push([pts[i][0] - nx * w, pts[i][1] - ny * w]);
  }
  const all = [...L];
  if (capEnd) {
    const p = pts[pts.length - 1];
    const q = pts[pts.length - 2];
    const d = Math.hypot(p[0] - q[0], p[1] - q[1]) || 1;
    const w = typeof widths === "function" ? widths(1) : widths[widths.length - 1];
    all.push([p[0] + ((p[0] - q[0]) / d) * w * 0.7, p[1] + ((p[1] - q[1]) / d) * w * 0.7]);
  }
  all.push(...R.reverse());
  if (capStart) {
    const p = pts[0];
    const q = pts[1];
    const d = Math.hypot(p[0] - q[0], p[1] - q[1]) || 1;
    const w = typeof widths === "function" ? widths(0) : widths[0];
    all.push([p[0] + ((p[0] - q[0]) / d) * w * 0.7, p[1] + ((p[1] - q[1]) / d) * w * 0.7]);
  }
  return smooth(all, 0.9);
}

/** Points along a circular arc. */
function arcPts(cx, cy, r, a0, a1, n = 12, wob = null) {
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const a = rad(a0 + ((a1 - a0) * i) / n);
    const rr = r + (wob ? wob(i / n) : 0);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/** A leaf outline with its base at (0,0) pointing along +x. */
function leafD(L, Wd, { round = 0.5 } = {}) {
  const a = 0.12 + round * 0.1;
  const b = 0.62 + round * 0.15;
  return `M0 0C${f(L * a)} ${f(-Wd * 1.05)} ${f(L * b)} ${f(-Wd * 0.9)} ${f(L)} 0C${f(L * b)} ${f(Wd * 0.9)} ${f(L * a)} ${f(Wd * 1.05)} 0 0Z`;
}

const g = (attrs, inner) => `<g ${attrs}>${inner}</g>`;
const tr = (x, y, rot = 0, s = 1) =>
  `transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}${s !== 1 ? ` scale(${f(s * 100) / 100})` : ""}"`;

/** Scatter n points in an ellipse (or within a predicate) using the scene rng. */
function scatter(c, n, cx, cy, rx, ry = rx, { inner = 0, avoid = null } = {}) {
  const out = [];
  let guard = 0;
  while (out.length < n && guard++ < n * 40) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(inner * inner, 1));
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    if (avoid && avoid(x, y)) continue;
    out.push([x, y]);
  }
  return out;
}

/* ----------------------------------------------------------------------------------------------
 * Colour helpers
 * -------------------------------------------------------------------------------------------- */

function hexRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbHex([r, gg, b]) {
  const c = (v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(gg)}${c(b)}`;
}
function mix(a, b, t) {
  const A = hexRgb(a);
  const B = hexRgb(b);
  return rgbHex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (h, t) => mix(h, "#ffffff", t);
const darken = (h, t) => mix(h, "#000000", t);
const noise01 = (hex) => hexRgb(hex).map((v) => Math.round((v / 255) * 100) / 100);

/* ----------------------------------------------------------------------------------------------
 * Backgrounds (all full-frame 1200x900)
 * -------------------------------------------------------------------------------------------- */

/** A rect covering (x,y,w,h) filled with coloured noise. */
function noiseRect(c, opts, x = 0, y = 0, w = W, h = H, opacity = 1) {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="${opacity}" filter="${c.noise(opts)}"/>`;
}

/** Soft fabric: gradient base, mottling, fine weave and a few soft folds. */
function bgLinen(c, base, { weave = 0.5, folds = 3, mottle = 0.5 } = {}) {
  const light = lighten(base, 0.1);
  const dark = darken(base, 0.1);
  let s = `<rect width="${W}" height="${H}" fill="${c.linU(
    [
      [0, light],
      [1, dark],
    ],
    0,
    0,
    W * 0.5,
    H,
  )}"/>`;
  s += noiseRect(c, { freq: 0.004, k: 2.4, b: -1.1, color: noise01(darken(base, 0.25)), oct: 3, seed: 7 }, 0, 0, W, H, mottle);
  s += noiseRect(c, { freq: "0.7 0.035", k: 2, b: -1.05, color: noise01(darken(base, 0.3)), oct: 1, seed: 11 }, 0, 0, W, H, weave);
  s += noiseRect(c, { freq: "0.035 0.7", k: 2, b: -1.05, color: noise01(lighten(base, 0.35)), oct: 1, seed: 12 }, 0, 0, W, H, weave);
  for (let i = 0; i < folds; i++) {
    const x = c.r(0, W);
    const a = c.r(-35, 35);
    const light = i % 2 === 0;
    s += `<rect x="${f(x)}" y="-300" width="${f(c.r(30, 70))}" height="${H + 600}" fill="${light ? "#ffffff" : "#1a0d05"}" opacity="${light ? 0.09 : 0.07}" transform="rotate(${f(a)} ${f(x)} ${H / 2})" filter="${c.blur(26)}"/>`;
  }
  return s;
}

/** Wooden planks with grain. dir "h" = planks run horizontally. */
function bgWood(c, base, { n = 5, dir = "h", seams = true, grain = 0.85 } = {}) {
  const horiz = dir === "h";
  const len = horiz ? H : W;
  const size = len / n;
  let planks = "";
  for (let i = 0; i < n; i++) {
    const tone = mix(base, c.pick(["#000000", "#ffffff", "#6b3a1a"]), c.r(0.02, 0.12));
    const o = i * size;
    const [x, y, w, h] = horiz ? [0, o, W, size] : [o, 0, size, H];
    planks += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${tone}"/>`;
  }
  let s = planks;
  const freq = horiz ? "0.0025 0.06" : "0.06 0.0025";
  s += noiseRect(c, { freq, k: 2.6, b: -1.25, color: noise01(darken(base, 0.45)), oct: 4, seed: c.ri(1, 99) }, 0, 0, W, H, grain);
  s += noiseRect(c, { freq: horiz ? "0.01 0.2" : "0.2 0.01", k: 2, b: -1.1, color: noise01(lighten(base, 0.3)), oct: 2, seed: c.ri(1, 99) }, 0, 0, W, H, 0.35);
  if (seams) {
    for (let i = 1; i < n; i++) {
      const o = i * size;
      s += horiz
        ? `<rect x="0" y="${f(o - 2)}" width="${W}" height="4" fill="${darken(base, 0.6)}" opacity="0.7"/><rect x="0" y="${f(o + 2)}" width="${W}" height="2" fill="#fff" opacity="0.12"/>`
        : `<rect x="${f(o - 2)}" y="0" width="4" height="${H}" fill="${darken(base, 0.6)}" opacity="0.7"/><rect x="${f(o + 2)}" y="0" width="2" height="${H}" fill="#fff" opacity="0.12"/>`;
    }
  }
  return s;
}

/** Gingham cloth. */
function bgGingham(c, base, stripe, { size = 70, rot = 0, folds = 4 } = {}) {
  const pid = c.id();
  c.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${size * 2}" height="${size * 2}" patternTransform="rotate(${rot})">` +
      `<rect width="${size * 2}" height="${size * 2}" fill="${base}"/>` +
      `<rect width="${size}" height="${size * 2}" fill="${stripe}" opacity="0.55"/>` +
      `<rect width="${size * 2}" height="${size}" fill="${stripe}" opacity="0.55"/></pattern>`,
  );
  let s = `<rect width="${W}" height="${H}" fill="url(#${pid})"/>`;
  s += noiseRect(c, { freq: "0.8 0.04", k: 2, b: -1.1, color: noise01(darken(stripe, 0.3)), oct: 1, seed: 5 }, 0, 0, W, H, 0.35);
  s += noiseRect(c, { freq: 0.005, k: 2.2, b: -1.1, color: [0.15, 0.1, 0.08], oct: 3, seed: 9 }, 0, 0, W, H, 0.35);
  for (let i = 0; i < folds; i++) {
    const x = c.r(0, W);
    const a = c.r(-40, 40);
    const light = i % 2 === 0;
    s += `<rect x="${f(x)}" y="-300" width="${f(c.r(40, 90))}" height="${H + 600}" fill="${light ? "#ffffff" : "#1a0d05"}" opacity="${light ? 0.12 : 0.09}" transform="rotate(${f(a)} ${f(x)} ${H / 2})" filter="${c.blur(30)}"/>`;
  }
  return s;
}

/** Glazed square tiles. */
function bgTiles(c, base, grout, { size = 150, rot = 0, gap = 8 } = {}) {
  let s = `<rect width="${W}" height="${H}" fill="${grout}"/>`;
  let tiles = "";
  const span = Math.hypot(W, H);
  const nx = Math.ceil(span / size) + 2;
  for (let i = -nx; i < nx; i++) {
    for (let j = -nx; j < nx; j++) {
      const x = W / 2 + i * size;
      const y = H / 2 + j * size;
      const t = mix(base, c.pick(["#ffffff", "#000000"]), c.r(0, 0.08));
      tiles += `<rect x="${f(x + gap / 2)}" y="${f(y + gap / 2)}" width="${size - gap}" height="${size - gap}" rx="6" fill="${t}"/>`;
      tiles += `<rect x="${f(x + gap / 2)}" y="${f(y + gap / 2)}" width="${size - gap}" height="${size - gap}" rx="6" fill="${c.lin(
        [
          [0, "#ffffff", 0.22],
          [0.45, "#ffffff", 0],
          [1, "#000000", 0.12],
        ],
        0,
        0,
        1,
        1,
      )}"/>`;
    }
  }
  s += `<g transform="rotate(${rot} ${W / 2} ${H / 2})">${tiles}</g>`;
  s += noiseRect(c, { freq: 0.006, k: 2.2, b: -1.1, color: noise01(darken(base, 0.3)), oct: 3, seed: 4 }, 0, 0, W, H, 0.4);
  return s;
}

/** White / grey marble with veins. */
function bgMarble(c, base = "#f3f1ec", vein = "#9a958c") {
  let s = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  s += noiseRect(c, { freq: 0.003, k: 2.6, b: -1.2, color: noise01(darken(base, 0.18)), oct: 4, seed: 21 }, 0, 0, W, H, 0.7);
  for (let i = 0; i < 9; i++) {
    let x = c.r(-200, W);
    let y = c.r(-100, H);
    let a = c.r(-0.6, 0.6) + (i % 2 ? 0.3 : -0.2);
    const pts = [];
    for (let k = 0; k < 14; k++) {
      pts.push([x, y]);
      a += c.r(-0.45, 0.45);
      x += Math.cos(a) * 110;
      y += Math.sin(a) * 110;
    }
    const w = c.r(0.6, 2.2);
    s += `<path d="${smoothOpen(pts)}" fill="none" stroke="${vein}" stroke-width="${f(w * 10)}" opacity="0.07" filter="${c.blur(10)}"/>`;
    s += `<path d="${smoothOpen(pts)}" fill="none" stroke="${vein}" stroke-width="${f(w)}" opacity="${f(c.r(0.15, 0.35) * 100) / 100}" filter="${c.blur(0.8)}"/>`;
  }
  return s;
}

/** Concrete / slate / stone. */
function bgStone(c, base, { speck = 0.5 } = {}) {
  let s = `<rect width="${W}" height="${H}" fill="${c.linU(
    [
      [0, lighten(base, 0.08)],
      [1, darken(base, 0.1)],
    ],
    0,
    0,
    W,
    H,
  )}"/>`;
  s += noiseRect(c, { freq: 0.008, k: 2.6, b: -1.2, color: noise01(darken(base, 0.35)), oct: 4, seed: 31 }, 0, 0, W, H, 0.6);
  s += noiseRect(c, { freq: 0.012, k: 2.6, b: -1.3, color: noise01(lighten(base, 0.3)), oct: 3, seed: 32 }, 0, 0, W, H, 0.5);
  s += noiseRect(c, { freq: 0.9, k: 6, b: -4.6, color: noise01(darken(base, 0.5)), oct: 1, seed: 33 }, 0, 0, W, H, speck);
  return s;
}

/** Photographic finish: window light from the top-left and a vignette. */
function finish(c, { light = 0.16, vignette = 0.32 } = {}) {
  return (
    `<rect width="${W}" height="${H}" fill="${c.radU(
      [
        [0, "#fff6e6", light],
        [1, "#fff6e6", 0],
      ],
      150,
      80,
      900,
    )}"/>` +
    `<rect width="${W}" height="${H}" fill="${c.radU(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#140a04", vignette],
      ],
      W / 2,
      H / 2,
      780,
    )}"/>`
  );
}

/* ----------------------------------------------------------------------------------------------
 * Vessels and props
 * -------------------------------------------------------------------------------------------- */

const gloss = (c, cx, cy, r, a0 = 200, a1 = 250, w = 6, op = 0.7) =>
  `<path d="${smoothOpen(arcPts(cx, cy, r, a0, a1, 6))}" fill="none" stroke="#fff" stroke-width="${f(w)}" stroke-linecap="round" opacity="${op}" filter="${c.blur(Math.max(1, w / 3))}"/>`;

/** Content clipped to a circle with rim shadow and edge darkening (for soups, sauces, fillings). */
function well(c, cx, cy, r, content, { edge = 0.28, rimShadow = 0.45, tint = "#1e0f05" } = {}) {
  const clip = c.clip(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`);
  const s = r / 300;
  return g(
    `clip-path="${clip}"`,
    content +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.rad([
        [0, tint, 0],
        [0.78, tint, 0],
        [1, tint, edge],
      ])}"/>` +
      `<circle cx="${f(cx - 8 * s)}" cy="${f(cy - 10 * s)}" r="${f(r + 30 * s)}" fill="none" stroke="${tint}" stroke-width="${f(60 * s)}" opacity="${rimShadow}" filter="${c.blur(f(14 * s))}"/>`,
  );
}

/** A round plate seen from above. Returns [svg, wellRadius]. */
function plate(c, cx, cy, R, { base = "#fbf9f4", edge = "#ddd6ca", wellK = 0.7, band = null, shadow = 1 } = {}) {
  const rw = R * wellK;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${c.rad(
    [
      [0, lighten(base, 0.5)],
      [0.75, base],
      [1, edge],
    ],
    0.42,
    0.4,
    0.62,
  )}"/>`;
  if (band) s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="none" stroke="${band}" stroke-width="${f(R * 0.025)}" opacity="0.9"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rw)}" fill="${c.rad(
    [
      [0, base],
      [0.9, mix(base, edge, 0.3)],
      [1, mix(base, edge, 0.7)],
    ],
    0.55,
    0.55,
    0.5,
  )}"/>`;
  s += `<circle cx="${f(cx + R * 0.01)}" cy="${f(cy + R * 0.015)}" r="${f(rw)}" fill="none" stroke="${darken(edge, 0.15)}" stroke-width="${f(R * 0.02)}" opacity="0.35" filter="${c.blur(f(R * 0.012))}"/>`;
  s += gloss(c, cx, cy, R * 0.86, 195, 255, R * 0.025, 0.8);
  s += gloss(c, cx, cy, rw * 0.98, 20, 70, R * 0.015, 0.55);
  return g(`filter="${c.shadow2((R / 300) * 1.1, shadow)}"`, s);
}

/** A bowl seen from above with content drawn by fn(cx, cy, r). */
function bowl(c, cx, cy, R, content, { outer = "#f7f3ec", outerEdge = "#cfc6b8", inner = "#fbf8f2", innerDark = "#d9d0c2", rim = 0.13, fill = 0.9, speckle = 0, shadow = 1, edge = 0.28 } = {}) {
  const r1 = R * (1 - rim);
  const r2 = r1 * fill;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${c.rad(
    [
      [0, lighten(outer, 0.4)],
      [0.8, outer],
      [1, outerEdge],
    ],
    0.42,
    0.4,
    0.62,
  )}"/>`;
  if (speckle) s += g(`clip-path="${c.clip(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}"/>`)}"`, noiseRect(c, { freq: 0.6, k: 7, b: -5.4, color: [0.15, 0.1, 0.08], oct: 1, seed: 40 }, cx - R, cy - R, 2 * R, 2 * R, speckle));
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r1)}" fill="${c.lin(
    [
      [0, innerDark],
      [0.55, inner],
      [1, lighten(inner, 0.3)],
    ],
    0.15,
    0.1,
    0.85,
    0.95,
  )}"/>`;
  s += gloss(c, cx, cy, R - (R - r1) * 0.45, 195, 250, R * 0.022, 0.85);
  s += gloss(c, cx, cy, r1 * 0.97, 15, 75, R * 0.012, 0.5);
  const ccy = cy + r1 * 0.025;
  s += well(c, cx, ccy, r2, content(cx, ccy, r2), { edge });
  return g(`filter="${c.shadow2((R / 300) * 1.1, shadow)}"`, s);
}

/** Cast-iron skillet with a handle pointing at angle `ang`. */
function skillet(c, cx, cy, R, content, { ang = 20, metal = "#2b2826" } = {}) {
  const hl = R * 0.95;
  const handle = g(
    `transform="translate(${f(cx)} ${f(cy)}) rotate(${ang})"`,
    `<path d="M${f(R * 0.8)} ${f(-R * 0.16)}L${f(R + hl)} ${f(-R * 0.1)}Q${f(R + hl + R * 0.1)} 0 ${f(R + hl)} ${f(R * 0.1)}L${f(R * 0.8)} ${f(R * 0.16)}Z" fill="${c.lin(
      [
        [0, lighten(metal, 0.25)],
        [0.5, metal],
        [1, darken(metal, 0.4)],
      ],
    )}"/>` +
      `<rect x="${f(R + hl * 0.72)}" y="${f(-R * 0.035)}" width="${f(hl * 0.2)}" height="${f(R * 0.07)}" rx="${f(R * 0.035)}" fill="#000" opacity="0.75"/>`,
  );
  let s = handle;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${c.rad(
    [
      [0, lighten(metal, 0.3)],
      [0.85, metal],
      [1, darken(metal, 0.5)],
    ],
    0.42,
    0.4,
    0.62,
  )}"/>`;
  s += g(`clip-path="${c.clip(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}"/>`)}"`, noiseRect(c, { freq: 0.7, k: 3, b: -1.7, color: [0.45, 0.42, 0.4], oct: 2, seed: 41 }, cx - R, cy - R, 2 * R, 2 * R, 0.35));
  s += gloss(c, cx, cy, R * 0.96, 190, 260, R * 0.02, 0.5);
  const r1 = R * 0.9;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r1)}" fill="${c.lin(
    [
      [0, darken(metal, 0.5)],
      [1, lighten(metal, 0.15)],
    ],
    0.2,
    0.1,
    0.8,
    0.9,
  )}"/>`;
  s += well(c, cx, cy + r1 * 0.015, r1 * 0.95, content(cx, cy + r1 * 0.015, r1 * 0.95), { edge: 0.4, rimShadow: 0.55 });
  return g(`filter="${c.shadow2((R / 300) * 1.2, 1.1)}"`, s);
}

/** Rounded-rectangle baking dish; content(x, y, w, h) is clipped to the inside. */
function dish(c, cx, cy, w, h, content, { base = "#f4efe6", edge = "#c9bfae", rimW = 34, radius = 60, rot = 0, inner = null } = {}) {
  const x = -w / 2;
  const y = -h / 2;
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${radius}" fill="${c.lin(
    [
      [0, lighten(base, 0.35)],
      [0.6, base],
      [1, edge],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<rect x="${f(x + rimW)}" y="${f(y + rimW)}" width="${f(w - 2 * rimW)}" height="${f(h - 2 * rimW)}" rx="${radius - rimW / 2}" fill="${inner || darken(base, 0.1)}"/>`;
  const clip = c.clip(`<rect x="${f(x + rimW + 6)}" y="${f(y + rimW + 6)}" width="${f(w - 2 * rimW - 12)}" height="${f(h - 2 * rimW - 12)}" rx="${radius - rimW / 2 - 6}"/>`);
  s += g(
    `clip-path="${clip}"`,
    content(x + rimW + 6, y + rimW + 6, w - 2 * rimW - 12, h - 2 * rimW - 12) +
      `<rect x="${f(x + rimW - 4)}" y="${f(y + rimW - 6)}" width="${f(w - 2 * rimW + 8)}" height="${f(h - 2 * rimW + 8)}" rx="${radius - rimW / 2}" fill="none" stroke="#1e0f05" stroke-width="40" opacity="0.45" filter="${c.blur(12)}"/>`,
  );
  s += `<path d="M${f(x + radius)} ${f(y + rimW * 0.45)}H${f(x + w - radius)}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.7" filter="${c.blur(2)}"/>`;
  return g(`transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})"`, g(`filter="${c.shadow2(1.1, 1)}"`, s));
}

/** Wooden cutting board (rounded rect with optional handle). */
function board(c, cx, cy, w, h, rot, { wood = "#c8955c", handle = true, radius = 36 } = {}) {
  const x = -w / 2;
  const y = -h / 2;
  let shape = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${radius}"/>`;
  let hshape = "";
  if (handle) {
    hshape = `<rect x="${f(x + w - 20)}" y="${f(-h * 0.13)}" width="${f(w * 0.16)}" height="${f(h * 0.26)}" rx="${f(h * 0.13)}"/>`;
  }
  const clip = c.clip(shape + hshape);
  let s = `<g transform="translate(4 9)"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${radius}" fill="${darken(wood, 0.35)}"/>${hshape.replace("/>", ` fill="${darken(wood, 0.35)}"/>`)}</g>`;
  s += g(
    `clip-path="${clip}"`,
    `<rect x="${f(x - 10)}" y="${f(y - 10)}" width="${f(w * 1.2 + 20)}" height="${f(h + 20)}" fill="${wood}"/>` +
      noiseRect(c, { freq: "0.003 0.05", k: 2.6, b: -1.2, color: noise01(darken(wood, 0.4)), oct: 4, seed: 51 }, x - 10, y - 10, w * 1.2 + 20, h + 20, 0.8) +
      `<rect x="${f(x - 10)}" y="${f(y - 10)}" width="${f(w * 1.2 + 20)}" height="${f(h + 20)}" fill="${c.lin(
        [
          [0, "#fff", 0.18],
          [0.5, "#fff", 0],
          [1, "#000", 0.12],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
  );
  if (handle) s += `<circle cx="${f(x + w + w * 0.08)}" cy="0" r="${f(h * 0.05)}" fill="${darken(wood, 0.55)}"/>`;
  return g(`transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})"`, g(`filter="${c.shadow2(1, 0.9)}"`, s));
}

const METAL = [
  [0, "#7d838b"],
  [0.35, "#eef1f4"],
  [0.6, "#b7bdc4"],
  [1, "#6c727a"],
];

function fork(c, x, y, rot, len = 380) {
  const hw = len * 0.03;
  let s = `<path d="M0 ${f(-hw)}L${f(len * 0.6)} ${f(-hw * 0.6)}Q${f(len * 0.66)} ${f(-hw * 1.6)} ${f(len * 0.74)} ${f(-hw * 2.4)}L${f(len)} ${f(-hw * 2.4)}L${f(len)} ${f(hw * 2.4)}L${f(len * 0.74)} ${f(hw * 2.4)}Q${f(len * 0.66)} ${f(hw * 1.6)} ${f(len * 0.6)} ${f(hw * 0.6)}L0 ${f(hw)}Q${f(-hw)} 0 0 ${f(-hw)}Z" fill="${c.lin(METAL)}"/>`;
  for (let i = 0; i < 3; i++) {
    const yy = -hw * 2.4 + ((i + 1) * hw * 4.8) / 4;
    s += `<rect x="${f(len * 0.8)}" y="${f(yy - hw * 0.18)}" width="${f(len * 0.22)}" height="${f(hw * 0.36)}" fill="#000" opacity="0.55"/>`;
  }
  const mask = c.clip(`<rect x="-50" y="-100" width="${f(len * 0.8 + 50)}" height="200"/>` + [0, 1, 2, 3].map((i) => `<rect x="${f(len * 0.8)}" y="${f(-hw * 2.4 + i * hw * 1.6 - 0.01)}" width="${f(len)}" height="${f(hw * 0.9)}"/>`).join(""));
  return g(`${tr(x, y, rot)}`, g(`filter="${c.shadow(6, 10, 6, 0.4)}"`, g(`clip-path="${mask}"`, s)));
}

function spoon(c, x, y, rot, len = 360, { metal = true, color = "#c9a06a" } = {}) {
  const hw = len * 0.028;
  const fill = metal ? c.lin(METAL) : c.lin([[0, lighten(color, 0.2)], [0.5, color], [1, darken(color, 0.25)]]);
  let s = `<path d="M0 ${f(-hw)}L${f(len * 0.62)} ${f(-hw * 0.55)}L${f(len * 0.62)} ${f(hw * 0.55)}L0 ${f(hw)}Q${f(-hw)} 0 0 ${f(-hw)}Z" fill="${fill}"/>`;
  s += `<ellipse cx="${f(len * 0.8)}" cy="0" rx="${f(len * 0.2)}" ry="${f(len * 0.12)}" fill="${fill}"/>`;
  s += `<ellipse cx="${f(len * 0.8)}" cy="${f(len * 0.01)}" rx="${f(len * 0.17)}" ry="${f(len * 0.095)}" fill="${c.rad(
    metal
      ? [
          [0, "#fdfdfd"],
          [0.6, "#aeb4bb"],
          [1, "#6a7078"],
        ]
      : [
          [0, lighten(color, 0.3)],
          [1, darken(color, 0.2)],
        ],
    0.6,
    0.65,
    0.7,
  )}"/>`;
  return g(tr(x, y, rot), g(`filter="${c.shadow(6, 10, 6, 0.4)}"`, s));
}

function knife(c, x, y, rot, len = 380) {
  const hw = len * 0.03;
  let s = `<rect x="0" y="${f(-hw)}" width="${f(len * 0.45)}" height="${f(hw * 2)}" rx="${f(hw)}" fill="${c.lin([[0, "#5a3a22"], [0.4, "#8a5a35"], [1, "#3e2716"]])}"/>`;
  s += `<path d="M${f(len * 0.45)} ${f(-hw * 0.9)}L${f(len * 0.95)} ${f(-hw * 1.2)}Q${f(len)} ${f(-hw * 1.1)} ${f(len)} ${f(-hw * 0.3)}L${f(len * 0.45)} ${f(hw * 1.3)}Z" fill="${c.lin(METAL)}"/>`;
  return g(tr(x, y, rot), g(`filter="${c.shadow(6, 10, 6, 0.4)}"`, s));
}

function chopsticks(c, x, y, rot, len = 560, color = "#d8b37d") {
  let s = "";
  for (const off of [-16, 16]) {
    s += `<path d="M0 ${f(off - 7)}L${f(len)} ${f(off * 0.45 - 3)}L${f(len)} ${f(off * 0.45 + 3)}L0 ${f(off + 7)}Z" fill="${c.lin([[0, lighten(color, 0.25)], [0.5, color], [1, darken(color, 0.3)]])}"/>`;
  }
  return g(tr(x, y, rot), g(`filter="${c.shadow(8, 12, 7, 0.4)}"`, s));
}

/** Cloth napkin with edge stripes. */
function napkin(c, x, y, w, h, rot, { color = "#f4ede2", stripe = "#c2410c", stripes = 2 } = {}) {
  let s = `<rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="${c.lin([[0, lighten(color, 0.3)], [1, darken(color, 0.06)]], 0, 0, 1, 1)}"/>`;
  for (let i = 0; i < stripes; i++) s += `<rect x="0" y="${f(h * 0.08 + i * 20)}" width="${w}" height="8" fill="${stripe}" opacity="0.85"/>`;
  for (let i = 0; i < stripes; i++) s += `<rect x="0" y="${f(h * 0.92 - i * 20 - 8)}" width="${w}" height="8" fill="${stripe}" opacity="0.85"/>`;
  s += `<rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="#000" opacity="0.35" filter="${c.noise({ freq: "0.9 0.05", k: 2, b: -1.3, color: [0.3, 0.25, 0.2], oct: 1, seed: 61 })}"/>`;
  s += `<path d="M${f(w * 0.5)} 0C${f(w * 0.52)} ${f(h * 0.3)} ${f(w * 0.46)} ${f(h * 0.6)} ${f(w * 0.5)} ${f(h)}" stroke="#000" stroke-width="14" opacity="0.08" fill="none" filter="${c.blur(7)}"/>`;
  s += `<path d="M${f(w * 0.54)} 0C${f(w * 0.56)} ${f(h * 0.3)} ${f(w * 0.5)} ${f(h * 0.6)} ${f(w * 0.54)} ${f(h)}" stroke="#fff" stroke-width="10" opacity="0.3" fill="none" filter="${c.blur(6)}"/>`;
  return g(tr(x, y, rot), g(`filter="${c.shadow(4, 6, 6, 0.28)}"`, s));
}

/* ----------------------------------------------------------------------------------------------
 * Ingredients & garnish (all light from the top-left)
 * -------------------------------------------------------------------------------------------- */

const GREENS = {
  basil: ["#7fbf45", "#4a8a26", "#2d5e16"],
  spinach: ["#4f8a3a", "#2f5f25", "#1c3f17"],
  parsley: ["#6aa83a", "#3f7a22", "#285216"],
  sage: ["#a7b79a", "#7f9474", "#5d7055"],
  mint: ["#8fd16a", "#4fa03a", "#2f6f26"],
};

/** A glossy leaf with midrib and veins. */
function leaf(c, x, y, L, rot, { kind = "basil", w = 0.36, round = 0.5, veins = 4, shadow = true, cup = 0.5 } = {}) {
  const [lt, md, dk] = GREENS[kind] || kind;
  const Wd = L * w;
  const d = leafD(L, Wd, { round });
  let s = `<path d="${d}" fill="${c.lin([[0, lt], [0.55, md], [1, dk]], 0, 0, 0, 1)}"/>`;
  // one half slightly darker: cupped leaf
  s += `<path d="M0 0C${f(L * 0.2)} ${f(Wd * 1.0)} ${f(L * 0.7)} ${f(Wd * 0.85)} ${f(L)} 0Z" fill="${dk}" opacity="${cup * 0.55}"/>`;
  s += `<path d="M${f(L * 0.02)} 0Q${f(L * 0.5)} ${f(Wd * 0.08)} ${f(L * 0.96)} 0" stroke="${lighten(lt, 0.35)}" stroke-width="${f(Math.max(1, L * 0.018))}" fill="none" opacity="0.8"/>`;
  for (let i = 1; i <= veins; i++) {
    const t = i / (veins + 1);
    const bx = L * t * 0.9;
    for (const sgn of [-1, 1]) {
      s += `<path d="M${f(bx)} ${f(sgn * L * 0.004)}Q${f(bx + L * 0.08)} ${f(sgn * Wd * 0.45)} ${f(bx + L * 0.2)} ${f(sgn * Wd * 0.62 * (1 - t * 0.5))}" stroke="${lighten(lt, 0.2)}" stroke-width="${f(Math.max(0.6, L * 0.008))}" fill="none" opacity="0.5"/>`;
    }
  }
  s += `<path d="M${f(L * 0.1)} ${f(-Wd * 0.35)}Q${f(L * 0.45)} ${f(-Wd * 0.7)} ${f(L * 0.8)} ${f(-Wd * 0.3)}" stroke="#fff" stroke-width="${f(L * 0.04)}" fill="none" opacity="0.28" stroke-linecap="round" filter="${c.blur(f(L * 0.015))}"/>`;
  s += `<path d="M0 0L${f(-L * 0.12)} ${f(L * 0.015)}" stroke="${md}" stroke-width="${f(L * 0.03)}" stroke-linecap="round"/>`;
  const sh = shadow ? ` filter="${c.shadow(f(L * 0.04), f(L * 0.06), f(L * 0.04), 0.35)}"` : "";
  return `<g ${tr(x, y, rot)}${sh}>${s}</g>`;
}

/** Scattered chopped-herb flecks. */
function herbFlecks(c, pts, { size = 7, colors = ["#3f7a22", "#5c9a2e", "#2f5f1a", "#77b043"], shadow = true } = {}) {
  let s = "";
  for (const [x, y] of pts) {
    const r = size * c.r(0.5, 1.2);
    s += `<path d="${blob(c, x, y, r, r * c.r(0.5, 0.9), { n: 6, jit: 0.35, rot: c.r(0, 180) })}" fill="${c.pick(colors)}"/>`;
  }
  return shadow ? g(`filter="${c.shadow(1.5, 2.5, 1.5, 0.4)}"`, s) : s;
}

/** Cilantro / flat parsley leaf: three rounded, toothed lobes. */
function cilantro(c, x, y, s0, rot, colors = GREENS.parsley) {
  const [lt, md, dk] = colors;
  let s = `<path d="M0 0L${f(-s0 * 0.9)} ${f(s0 * 0.15)}" stroke="${md}" stroke-width="${f(s0 * 0.07)}" stroke-linecap="round"/>`;
  for (const a of [-55, 0, 55]) {
    const lx = Math.cos(rad(a)) * s0 * 0.55;
    const ly = Math.sin(rad(a)) * s0 * 0.55;
    s += `<path d="${blob(c, lx, ly, s0 * 0.42, s0 * 0.36, { n: 9, jit: 0.2, rot: a })}" fill="${c.rad([[0, lt], [1, md]], 0.35, 0.3, 0.7)}"/>`;
    s += `<path d="M0 0L${f(lx * 1.3)} ${f(ly * 1.3)}" stroke="${dk}" stroke-width="${f(s0 * 0.03)}" opacity="0.5"/>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(2, 3, 2, 0.35)}">${s}</g>`;
}

function rosemary(c, x, y, len, rot) {
  let s = `<path d="M0 0Q${f(len * 0.5)} ${f(-len * 0.04)} ${f(len)} ${f(len * 0.02)}" stroke="#6b5a3a" stroke-width="${f(len * 0.018)}" fill="none" stroke-linecap="round"/>`;
  const n = Math.round(len / 11);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = len * t;
    const py = -len * 0.04 * 4 * t * (1 - t) * 0.5;
    const nl = len * 0.16 * (1 - t * 0.45);
    for (const sgn of [-1, 1]) {
      const a = sgn * c.r(35, 60);
      s += `<g ${tr(px, py, a)}><path d="${leafD(nl, nl * 0.13, { round: 0.2 })}" fill="${c.pick(["#3d5a2a", "#4a6e30", "#2f4d24"])}"/><path d="M2 0L${f(nl * 0.85)} 0" stroke="#a9bd92" stroke-width="${f(Math.max(1, nl * 0.035))}" opacity="0.7"/></g>`;
    }
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 3, 0.4)}">${s}</g>`;
}

function thyme(c, x, y, len, rot) {
  let s = `<path d="M0 0Q${f(len * 0.5)} ${f(len * 0.05)} ${f(len)} 0" stroke="#7a6a4a" stroke-width="${f(len * 0.012)}" fill="none"/>`;
  const n = Math.round(len / 9);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    for (const sgn of [-1, 1]) {
      const ll = len * 0.06 * (1 - t * 0.4);
      s += `<ellipse cx="${f(len * t)}" cy="${f(sgn * ll * 0.8 + len * 0.05 * 4 * t * (1 - t) * 0.5)}" rx="${f(ll * 0.6)}" ry="${f(ll * 0.35)}" transform="rotate(${f(sgn * 35)} ${f(len * t)} ${f(sgn * ll * 0.8)})" fill="${c.pick(["#6f8a4a", "#5e7a3c", "#849e5c"])}"/>`;
    }
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(2, 3, 2, 0.35)}">${s}</g>`;
}

/** Citrus slice (lemon by default). */
function citrus(c, x, y, r, rot = 0, { kind = "lemon", half = false } = {}) {
  const P = {
    lemon: { peel: ["#ffe45c", "#f2c21b", "#c98f0b"], pith: "#fff8d9", flesh: ["#fff1a6", "#ffd84a"] },
    lime: { peel: ["#8cc63f", "#4f9a24", "#2f6a14"], pith: "#eef7d2", flesh: ["#e4f5a8", "#b5dc5a"] },
    orange: { peel: ["#ffb347", "#f28c1b", "#c0600b"], pith: "#fff1dc", flesh: ["#ffc46b", "#f59222"] },
  }[kind];
  let s = `<circle r="${f(r)}" fill="${c.rad([[0, P.peel[0]], [0.75, P.peel[1]], [1, P.peel[2]]], 0.4, 0.38, 0.65)}"/>`;
  if (half) s += `<circle r="${f(r * 0.98)}" fill="none" stroke="${darken(P.peel[2], 0.1)}" stroke-width="${f(r * 0.04)}" opacity="0.4"/>`;
  s += `<circle r="${f(r * 0.88)}" fill="${P.pith}"/>`;
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * 360 + 3.5;
    const a1 = ((i + 1) / n) * 360 - 3.5;
    const r0 = r * 0.1;
    const r1 = r * 0.8;
    const p0 = [Math.cos(rad(a0)) * r0, Math.sin(rad(a0)) * r0];
    const p1 = [Math.cos(rad(a1)) * r0, Math.sin(rad(a1)) * r0];
    const d = `M${pt(p0)}L${f(Math.cos(rad(a0)) * r1)} ${f(Math.sin(rad(a0)) * r1)}A${f(r1)} ${f(r1)} 0 0 1 ${f(Math.cos(rad(a1)) * r1)} ${f(Math.sin(rad(a1)) * r1)}L${pt(p1)}Z`;
    s += `<path d="${d}" fill="${c.rad([[0, P.flesh[0]], [1, P.flesh[1]]], 0.5, 0.5, 0.6)}" stroke="${P.flesh[1]}" stroke-width="${f(r * 0.03)}" stroke-linejoin="round"/>`;
    for (let k = 0; k < 3; k++) {
      const a = rad(c.r(a0 + 5, a1 - 5));
      const rr = c.r(r0 + r * 0.12, r1 - r * 0.08);
      s += `<ellipse cx="${f(Math.cos(a) * rr)}" cy="${f(Math.sin(a) * rr)}" rx="${f(r * 0.07)}" ry="${f(r * 0.025)}" transform="rotate(${f(deg(a))} ${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)})" fill="#fff" opacity="0.45"/>`;
    }
  }
  s += `<circle r="${f(r * 0.09)}" fill="${P.pith}"/>`;
  s += `<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.35)}" ry="${f(r * 0.18)}" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.35)})" fill="#fff" opacity="0.3" filter="${c.blur(f(r * 0.06))}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(r * 0.06), f(r * 0.09), f(r * 0.07), 0.4)}">${s}</g>`;
}

/** Citrus wedge seen from above: a boat of peel with juicy flesh. */
function citrusWedge(c, x, y, L, rot, kind = "lime") {
  const P = kind === "lime" ? ["#5fa52b", "#2f6a14", "#d9f09a", "#a9d24e"] : ["#f5cf2a", "#c99210", "#fff3a8", "#ffd84a"];
  const wd = L * 0.36;
  let s = `<path d="M0 0C${f(L * 0.2)} ${f(-wd)} ${f(L * 0.8)} ${f(-wd)} ${f(L)} 0C${f(L * 0.8)} ${f(-wd * 0.25)} ${f(L * 0.2)} ${f(-wd * 0.25)} 0 0Z" fill="${c.lin([[0, P[0]], [1, P[1]]])}"/>`;
  s += `<path d="M${f(L * 0.04)} ${f(wd * 0.02)}C${f(L * 0.2)} ${f(-wd * 0.2)} ${f(L * 0.8)} ${f(-wd * 0.2)} ${f(L * 0.96)} ${f(wd * 0.02)}C${f(L * 0.8)} ${f(wd * 0.75)} ${f(L * 0.2)} ${f(wd * 0.75)} ${f(L * 0.04)} ${f(wd * 0.02)}Z" fill="${c.rad([[0, P[2]], [1, P[3]]], 0.5, 0.2, 0.8)}"/>`;
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    s += `<path d="M${f(L * 0.5)} ${f(-wd * 0.12)}L${f(L * (0.08 + t * 0.84))} ${f(wd * (0.5 - Math.abs(t - 0.5) * 0.6))}" stroke="#fff" stroke-width="${f(L * 0.012)}" opacity="0.55"/>`;
  }
  s += `<path d="M${f(L * 0.08)} ${f(-wd * 0.1)}C${f(L * 0.25)} ${f(-wd * 0.42)} ${f(L * 0.7)} ${f(-wd * 0.45)} ${f(L * 0.9)} ${f(-wd * 0.1)}" stroke="#fff" stroke-width="${f(L * 0.03)}" fill="none" opacity="0.45" filter="${c.blur(2)}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(L * 0.03), f(L * 0.05), f(L * 0.04), 0.4)}">${s}</g>`;
}

function cherryTomato(c, x, y, r, { calyx = true, rot = 0 } = {}) {
  let s = `<circle r="${f(r)}" fill="${c.rad([[0, "#ff8a6a"], [0.35, "#ef3b24"], [0.85, "#c01f12"], [1, "#8e140a"]], 0.38, 0.36, 0.66, 0.3, 0.28)}"/>`;
  s += `<ellipse cx="${f(-r * 0.38)}" cy="${f(-r * 0.4)}" rx="${f(r * 0.22)}" ry="${f(r * 0.13)}" transform="rotate(-40 ${f(-r * 0.38)} ${f(-r * 0.4)})" fill="#fff" opacity="0.75" filter="${c.blur(f(r * 0.05))}"/>`;
  if (calyx) {
    let cal = "";
    for (let i = 0; i < 5; i++) {
      const a = rot + i * 72 + c.r(-10, 10);
      cal += `<g transform="rotate(${f(a)})"><path d="${leafD(r * 0.55, r * 0.1, { round: 0.1 })}" fill="${c.lin([[0, "#7aa63a"], [1, "#3d6a1c"]])}"/></g>`;
    }
    cal += `<circle r="${f(r * 0.12)}" fill="#4d7a22"/>`;
    s += g(`transform="translate(${f(r * 0.05)} ${f(-r * 0.02)})" filter="${c.shadow(1, 2, 1.5, 0.35)}"`, cal);
  }
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.08), f(r * 0.13), f(r * 0.1), 0.45)}">${s}</g>`;
}

function tomatoSlice(c, x, y, r, rot = 0) {
  let s = `<path d="${blob(c, 0, 0, r, r * 0.96, { n: 10, jit: 0.03 })}" fill="${c.rad([[0, "#e8432a"], [0.9, "#cf2d18"], [1, "#9e190b"]], 0.45, 0.45, 0.6)}"/>`;
  s += `<circle r="${f(r * 0.84)}" fill="${c.rad([[0, "#f26448"], [1, "#e23b24"]], 0.45, 0.45, 0.6)}"/>`;
  const n = c.ri(4, 5);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360 + rot + c.r(-8, 8);
    const cx = Math.cos(rad(a)) * r * 0.47;
    const cy = Math.sin(rad(a)) * r * 0.47;
    s += `<path d="${blob(c, cx, cy, r * 0.27, r * 0.2, { n: 8, jit: 0.12, rot: a })}" fill="${c.rad([[0, "#ffc2a6"], [0.6, "#f7896a"], [1, "#ee5f42"]])}" opacity="0.92"/>`;
    for (let k = 0; k < 5; k++) {
      const t = (k - 2) * 0.18;
      const sx = cx * 0.72 + Math.cos(rad(a + 90)) * r * t;
      const sy = cy * 0.72 + Math.sin(rad(a + 90)) * r * t;
      s += `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(r * 0.05)}" ry="${f(r * 0.03)}" transform="rotate(${f(a + c.r(-30, 30))} ${f(sx)} ${f(sy)})" fill="#fbe7a8" stroke="#e9b46a" stroke-width="0.6"/>`;
    }
  }
  s += `<path d="${blob(c, 0, 0, r * 0.18, r * 0.15, { n: 7, jit: 0.2 })}" fill="#f79a7c" opacity="0.9"/>`;
  s += `<ellipse cx="${f(-r * 0.35)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.32)}" ry="${f(r * 0.12)}" transform="rotate(-40 ${f(-r * 0.35)} ${f(-r * 0.35)})" fill="#fff" opacity="0.4" filter="${c.blur(f(r * 0.05))}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(r * 0.05), f(r * 0.08), f(r * 0.06), 0.35)}">${s}</g>`;
}

/** A fried / baked egg; returns svg. */
function egg(c, x, y, r, { whiteTint = "#fffdf7", yolk = 0.36, runny = false, edge = "#efe6d6" } = {}) {
  let s = `<path d="${blob(c, 0, 0, r, r * c.r(0.85, 1), { n: 11, jit: 0.14, rot: c.r(0, 180) })}" fill="${c.rad([[0, "#ffffff"], [0.55, whiteTint], [0.85, mix(whiteTint, edge, 0.4)], [1, edge]], 0.47, 0.45, 0.52)}"/>`;
  s += `<path d="${blob(c, r * 0.05, r * 0.05, r * 0.7, r * 0.6, { n: 9, jit: 0.1 })}" fill="#fff" opacity="0.5" filter="${c.blur(f(r * 0.08))}"/>`;
  const yr = r * yolk;
  s += `<circle cx="${f(r * 0.05)}" cy="${f(r * 0.02)}" r="${f(yr * 1.12)}" fill="#fff3cf" opacity="0.8" filter="${c.blur(f(yr * 0.12))}"/>`;
  s += `<circle cx="${f(r * 0.05)}" cy="${f(r * 0.02)}" r="${f(yr)}" fill="${c.rad([[0, "#ffd54a"], [0.55, "#ffaa0d"], [1, "#e17a00"]], 0.42, 0.4, 0.65, 0.35, 0.32)}"/>`;
  s += `<ellipse cx="${f(r * 0.05 - yr * 0.35)}" cy="${f(r * 0.02 - yr * 0.38)}" rx="${f(yr * 0.32)}" ry="${f(yr * 0.18)}" transform="rotate(-35 ${f(r * 0.05 - yr * 0.35)} ${f(r * 0.02 - yr * 0.38)})" fill="#fff" opacity="0.85" filter="${c.blur(f(yr * 0.06))}"/>`;
  if (runny) {
    s += `<path d="M${f(r * 0.05 + yr * 0.6)} ${f(yr * 0.6)}Q${f(r * 0.6)} ${f(r * 0.7)} ${f(r * 0.35)} ${f(r * 0.95)}Q${f(r * 0.15)} ${f(r * 0.8)} ${f(r * 0.05)} ${f(yr * 0.9)}Z" fill="${c.lin([[0, "#ffae1a"], [1, "#f59e0b"]])}"/>`;
  }
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.03), f(r * 0.05), f(r * 0.05), 0.3)}">${s}</g>`;
}

function pepperFlecks(c, pts, { color = "#2a1d14", size = 2.2 } = {}) {
  return pts.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * c.r(0.5, 1.2))}" fill="${color}" opacity="${f(c.r(0.6, 0.95) * 100) / 100}"/>`).join("");
}

function chiliFlakes(c, pts, size = 5) {
  return pts
    .map(([x, y]) => `<path d="${blob(c, x, y, size * c.r(0.5, 1.1), size * c.r(0.3, 0.6), { n: 5, jit: 0.4, rot: c.r(0, 180) })}" fill="${c.pick(["#b91c1c", "#dc2626", "#9f1d12", "#e85d2a"])}"/>`)
    .join("");
}

function sesame(c, pts, { size = 4.5, color = "#f5ead0", dark = false } = {}) {
  return pts
    .map(([x, y]) => {
      const a = c.r(0, 180);
      const col = dark && c.rng() < 0.35 ? "#2b2520" : color;
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size)}" ry="${f(size * 0.55)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})" fill="${col}" stroke="${darken(col, 0.25)}" stroke-width="0.7"/>`;
    })
    .join("");
}

function scallions(c, pts, size = 9) {
  return pts
    .map(([x, y]) => {
      const r = size * c.r(0.7, 1.2);
      const light = c.rng() < 0.3;
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${light ? "#d9efb0" : c.pick(["#4f9a2b", "#62ad35", "#3f8a22"])}" stroke-width="${f(r * 0.5)}"/><circle cx="${f(x - r * 0.2)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.5)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.15)}" opacity="0.35"/>`;
    })
    .join("");
}

/** A broccoli floret from above. */
function broccoli(c, x, y, r, { stem = true, rot = 0, tint = 0 } = {}) {
  let s = "";
  if (stem) s += `<path d="M${f(-r * 0.2)} ${f(r * 0.3)}L${f(-r * 0.15)} ${f(r * 1.25)}Q0 ${f(r * 1.4)} ${f(r * 0.15)} ${f(r * 1.25)}L${f(r * 0.25)} ${f(r * 0.3)}Z" fill="${c.lin([[0, "#b7d18a"], [0.5, "#8fb45c"], [1, "#6e9440"]], 0, 0, 1, 0)}"/>`;
  const n = 9;
  const bumps = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + c.r(-0.2, 0.2);
    const d = r * c.r(0.35, 0.6);
    bumps.push([Math.cos(a) * d, Math.sin(a) * d * 0.9, r * c.r(0.38, 0.5)]);
  }
  bumps.push([0, 0, r * 0.5]);
  const col = [mix("#6fa33c", "#2f5f18", tint), "#3d7420", "#22470f"];
  for (const [bx, by, br] of bumps) {
    s += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}" fill="${c.rad([[0, col[0]], [0.7, col[1]], [1, col[2]]], 0.38, 0.36, 0.65)}"/>`;
  }
  s += g(`clip-path="${c.clip(bumps.map(([bx, by, br]) => `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}"/>`).join(""))}"`, noiseRect(c, { freq: 0.35, k: 4, b: -2.3, color: [0.55, 0.75, 0.3], oct: 1, seed: 71 }, -r * 1.2, -r * 1.2, r * 2.4, r * 2.4, 0.7));
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(r * 0.08), f(r * 0.12), f(r * 0.1), 0.45)}">${s}</g>`;
}

function garlicClove(c, x, y, L, rot) {
  const d = `M0 0C${f(L * 0.1)} ${f(-L * 0.45)} ${f(L * 0.8)} ${f(-L * 0.4)} ${f(L)} ${f(-L * 0.05)}C${f(L * 0.85)} ${f(L * 0.15)} ${f(L * 0.3)} ${f(L * 0.2)} 0 0Z`;
  let s = `<path d="${d}" fill="${c.lin([[0, "#fffaf0"], [0.6, "#f1e6cf"], [1, "#d8c6a2"]])}"/>`;
  s += `<path d="M${f(L * 0.1)} ${f(-L * 0.15)}Q${f(L * 0.5)} ${f(-L * 0.3)} ${f(L * 0.9)} ${f(-L * 0.08)}" stroke="#c9b48e" stroke-width="1" fill="none" opacity="0.6"/>`;
  s += `<path d="M${f(L)} ${f(-L * 0.05)}l${f(L * 0.08)} ${f(-L * 0.04)}" stroke="#b79a6a" stroke-width="${f(L * 0.05)}" stroke-linecap="round"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.35)}">${s}</g>`;
}

function garlicBulb(c, x, y, r) {
  let s = "";
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * 360;
    s += `<ellipse cx="${f(Math.cos(rad(a)) * r * 0.38)}" cy="${f(Math.sin(rad(a)) * r * 0.38)}" rx="${f(r * 0.55)}" ry="${f(r * 0.45)}" transform="rotate(${f(a)} ${f(Math.cos(rad(a)) * r * 0.38)} ${f(Math.sin(rad(a)) * r * 0.38)})" fill="${c.rad([[0, "#fffdf6"], [0.7, "#efe3ca"], [1, "#c8b088"]], 0.4, 0.35, 0.7)}" stroke="#c9b089" stroke-width="1.2"/>`;
  }
  s += `<circle r="${f(r * 0.18)}" fill="#b9a074"/>`;
  for (let i = 0; i < 7; i++) {
    const a = rad((i / 7) * 360 + 25);
    s += `<path d="M0 0Q${f(Math.cos(a) * r * 0.5)} ${f(Math.sin(a) * r * 0.4)} ${f(Math.cos(a) * r * 0.9)} ${f(Math.sin(a) * r * 0.9)}" stroke="#a98e63" stroke-width="1.2" fill="none" opacity="0.5"/>`;
  }
  return `<g ${tr(x, y)} filter="${c.shadow(4, 7, 6, 0.4)}">${s}</g>`;
}

function blueberry(c, x, y, r) {
  let s = `<circle r="${f(r)}" fill="${c.rad([[0, "#6f7fc0"], [0.45, "#3b3f86"], [1, "#1c1d4a"]], 0.4, 0.36, 0.65)}"/>`;
  s += `<circle r="${f(r)}" fill="#c9d2f0" opacity="0.18"/>`;
  const a0 = c.r(0, 72);
  let crown = "";
  for (let i = 0; i < 5; i++) {
    const a = rad(a0 + i * 72);
    crown += `${i ? "L" : "M"}${f(Math.cos(a) * r * 0.3)} ${f(Math.sin(a) * r * 0.3)}L${f(Math.cos(a + 0.6) * r * 0.12)} ${f(Math.sin(a + 0.6) * r * 0.12)}`;
  }
  const ox = c.r(-r * 0.2, r * 0.3);
  const oy = c.r(-r * 0.2, r * 0.3);
  s += `<path d="${crown}Z" transform="translate(${f(ox)} ${f(oy)})" fill="#1a1840" stroke="#5a5a8a" stroke-width="${f(r * 0.05)}"/>`;
  s += `<ellipse cx="${f(-r * 0.4)}" cy="${f(-r * 0.42)}" rx="${f(r * 0.25)}" ry="${f(r * 0.14)}" transform="rotate(-40 ${f(-r * 0.4)} ${f(-r * 0.42)})" fill="#fff" opacity="0.55" filter="${c.blur(f(r * 0.06))}"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.1), f(r * 0.15), f(r * 0.12), 0.45)}">${s}</g>`;
}

function chickpea(c, x, y, r) {
  let s = `<path d="${blob(c, 0, 0, r, r * 0.92, { n: 8, jit: 0.07 })}" fill="${c.rad([[0, "#fbe8b8"], [0.6, "#e2bf78"], [1, "#b98d45"]], 0.4, 0.36, 0.65)}"/>`;
  const a = c.r(0, 360);
  s += `<path d="M${f(Math.cos(rad(a)) * r * 0.2)} ${f(Math.sin(rad(a)) * r * 0.2)}Q${f(Math.cos(rad(a + 30)) * r * 0.8)} ${f(Math.sin(rad(a + 30)) * r * 0.8)} ${f(Math.cos(rad(a + 60)) * r * 0.85)} ${f(Math.sin(rad(a + 60)) * r * 0.85)}" stroke="#a8803c" stroke-width="${f(r * 0.1)}" fill="none" opacity="0.6"/>`;
  s += `<ellipse cx="${f(-r * 0.35)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.25)}" ry="${f(r * 0.15)}" transform="rotate(-40 ${f(-r * 0.35)} ${f(-r * 0.35)})" fill="#fff" opacity="0.6"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.12), f(r * 0.16), f(r * 0.14), 0.45)}">${s}</g>`;
}

/** Many rice grains inside an ellipse, over a base. */
function riceBed(c, cx, cy, rx, ry, { n = 600, tone = "#fbf8ef", shade = "#e4dccb", len = 9, avoid = null } = {}) {
  let s = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${c.rad([[0, "#ffffff"], [0.7, tone], [1, shade]], 0.45, 0.42, 0.6)}"/>`;
  for (const [x, y] of scatter(c, n, cx, cy, rx * 0.98, ry * 0.98, { avoid })) {
    const a = c.r(0, 180);
    const l = len * c.r(0.8, 1.15);
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(l)}" ry="${f(l * 0.36)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})" fill="${c.pick([tone, "#ffffff", mix(tone, shade, 0.4)])}" stroke="${shade}" stroke-width="0.9"/>`;
  }
  return s;
}

/** Avocado fan of slices. */
function avocadoFan(c, x, y, L, rot, { n = 6, spread = 9 } = {}) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = (i - (n - 1) / 2) * spread;
    const d = `M0 0C${f(L * 0.3)} ${f(-L * 0.16)} ${f(L * 0.8)} ${f(-L * 0.14)} ${f(L)} ${f(-L * 0.02)}C${f(L * 0.8)} ${f(L * 0.02)} ${f(L * 0.3)} ${f(L * 0.04)} 0 0Z`;
    s += `<g transform="rotate(${f(a)})"><path d="${d}" fill="${c.lin([[0, "#3a5a12"], [0.12, "#7fa63a"], [0.5, "#c7dd7a"], [1, "#e6eea0"]], 0, 0, 0, 1)}" stroke="#2f4a10" stroke-width="2.5" filter="${c.shadow(2, 3, 3, 0.3)}"/>`;
    s += `<path d="M${f(L * 0.12)} ${f(-L * 0.07)}C${f(L * 0.35)} ${f(-L * 0.12)} ${f(L * 0.7)} ${f(-L * 0.11)} ${f(L * 0.9)} ${f(-L * 0.04)}" stroke="#fff" stroke-width="${f(L * 0.015)}" fill="none" opacity="0.4"/></g>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 5, 0.3)}">${s}</g>`;
}

function mozzarella(c, x, y, r) {
  let s = `<path d="${blob(c, 0, 0, r, r * 0.93, { n: 10, jit: 0.08 })}" fill="${c.rad([[0, "#ffffff"], [0.6, "#fbf7ec"], [0.9, "#efe7d6"], [1, "#ddd2bb"]], 0.45, 0.42, 0.55)}"/>`;
  s += `<ellipse cx="${f(-r * 0.25)}" cy="${f(-r * 0.3)}" rx="${f(r * 0.4)}" ry="${f(r * 0.2)}" transform="rotate(-35 ${f(-r * 0.25)} ${f(-r * 0.3)})" fill="#fff" opacity="0.8" filter="${c.blur(f(r * 0.08))}"/>`;
  for (let i = 0; i < 5; i++) s += `<circle cx="${f(c.r(-r * 0.6, r * 0.6))}" cy="${f(c.r(-r * 0.6, r * 0.6))}" r="${f(c.r(1, 3))}" fill="#e3d7bd" opacity="0.7"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.05), f(r * 0.08), f(r * 0.06), 0.35)}">${s}</g>`;
}

/** Crumbled white cheese (feta). */
function feta(c, pts, size = 14) {
  let s = "";
  for (const [x, y] of pts) {
    const r = size * c.r(0.5, 1.1);
    s += `<path d="${blob(c, x, y, r, r * c.r(0.7, 1), { n: 6, jit: 0.25, rot: c.r(0, 180) })}" fill="${c.rad([[0, "#ffffff"], [1, "#ece6d8"]], 0.35, 0.3, 0.7)}" stroke="#ddd3bf" stroke-width="0.8"/>`;
  }
  return g(`filter="${c.shadow(2, 3, 2.5, 0.35)}"`, s);
}

function parmesanShavings(c, pts, size = 22) {
  let s = "";
  for (const [x, y] of pts) {
    const a = c.r(0, 180);
    s += `<path d="${blob(c, x, y, size * c.r(0.7, 1.2), size * c.r(0.25, 0.45), { n: 6, jit: 0.2, rot: a })}" fill="#fbf0c9" stroke="#e6d49a" stroke-width="1" opacity="0.95"/>`;
  }
  return g(`filter="${c.shadow(1.5, 2.5, 2, 0.3)}"`, s);
}

/** Swirl of cream / coconut milk: an uneven, feathered spiral. */
function creamSwirl(c, cx, cy, r, { turns = 1.6, color = "#fffdf6", width = 10, rot = 0 } = {}) {
  const pts = [];
  const n = 48;
  const ph = c.r(0, 6);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = rad(rot) + t * turns * Math.PI * 2;
    const rr = r * (0.12 + 0.88 * t) * (1 + 0.06 * Math.sin(t * 17 + ph));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.92]);
  }
  const body = tube(pts, (t) => width * (0.35 + 0.75 * Math.sin(Math.PI * Math.min(1, t * 1.05))) * (0.75 + 0.35 * Math.sin(t * 23 + ph)));
  return (
    `<path d="${body}" fill="${color}" opacity="0.45" transform="scale(1)" filter="${c.blur(f(width * 0.45))}"/>` +
    `<path d="${body}" fill="#000" opacity="0.12" transform="translate(2 3)" filter="${c.blur(2.5)}"/>` +
    `<path d="${body}" fill="${c.rad([[0, "#ffffff"], [1, color]], 0.4, 0.4, 0.6)}" opacity="0.95" filter="${c.blur(0.8)}"/>` +
    `<path d="${smoothOpen(pts.slice(6))}" fill="none" stroke="#fff" stroke-width="${f(width * 0.25)}" stroke-linecap="round" opacity="0.55" transform="translate(-1 -1.5)" filter="${c.blur(1)}"/>`
  );
}

/** Oil / fat droplets on a surface. */
function oilDrops(c, pts, { color = "#ffd27a", size = 10, op = 0.5 } = {}) {
  return pts
    .map(([x, y]) => {
      const r = size * c.r(0.4, 1.2);
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * c.r(0.7, 1))}" fill="${color}" opacity="${op}" stroke="#fff" stroke-opacity="0.4" stroke-width="1.2"/><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.25)}" fill="#fff" opacity="0.6"/>`;
    })
    .join("");
}

/** Glossy sheen highlights for sauces. */
function sheen(c, pts, { size = 30, op = 0.35 } = {}) {
  return pts
    .map(([x, y]) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * c.r(0.6, 1.4))}" ry="${f(size * c.r(0.15, 0.35))}" transform="rotate(${f(c.r(-50, -20))} ${f(x)} ${f(y)})" fill="#fff" opacity="${op}" filter="${c.blur(f(size * 0.15))}"/>`)
    .join("");
}

/** A slice of rustic bread / toast from above. */
function breadSlice(c, x, y, w, rot, { crumb = "#f1d9a4", crust = "#9a5a22", toast = 0.4 } = {}) {
  const h = w * 0.82;
  const d = `M${f(-w * 0.5)} ${f(h * 0.35)}C${f(-w * 0.56)} ${f(-h * 0.05)} ${f(-w * 0.56)} ${f(-h * 0.5)} ${f(-w * 0.2)} ${f(-h * 0.52)}C${f(-w * 0.02)} ${f(-h * 0.54)} ${f(w * 0.02)} ${f(-h * 0.54)} ${f(w * 0.2)} ${f(-h * 0.52)}C${f(w * 0.56)} ${f(-h * 0.5)} ${f(w * 0.56)} ${f(-h * 0.05)} ${f(w * 0.5)} ${f(h * 0.35)}Q${f(w * 0.48)} ${f(h * 0.5)} ${f(w * 0.3)} ${f(h * 0.5)}L${f(-w * 0.3)} ${f(h * 0.5)}Q${f(-w * 0.48)} ${f(h * 0.5)} ${f(-w * 0.5)} ${f(h * 0.35)}Z`;
  let s = `<path d="${d}" fill="${crust}"/>`;
  const inner = `<path d="${d}" transform="scale(0.9)" fill="${c.rad([[0, lighten(crumb, 0.2)], [0.7, crumb], [1, mix(crumb, crust, toast)]], 0.45, 0.45, 0.6)}"/>`;
  s += g(`filter="${c.grain({ freq: 0.18, k: 3.2, b: -1.9, color: noise01(darken(crumb, 0.35)), oct: 2, seed: c.ri(1, 50) })}"`, inner);
  for (let i = 0; i < 14; i++) {
    const px = c.r(-w * 0.35, w * 0.35);
    const py = c.r(-h * 0.35, h * 0.35);
    s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(c.r(2, 7))}" ry="${f(c.r(1.5, 4))}" fill="${darken(crumb, 0.25)}" opacity="0.5"/>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow2(0.6, 0.9)}">${s}</g>`;
}

/** Small dipping bowl of liquid / sauce. */
function sauceBowl(c, x, y, r, color, { outer = "#f7f3ec", extra = "" } = {}) {
  return bowl(
    c,
    x,
    y,
    r,
    (cx, cy, rr) =>
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${c.rad([[0, lighten(color, 0.15)], [1, darken(color, 0.25)]], 0.4, 0.4, 0.6)}"/>` +
      `<ellipse cx="${f(cx - rr * 0.3)}" cy="${f(cy - rr * 0.35)}" rx="${f(rr * 0.35)}" ry="${f(rr * 0.12)}" transform="rotate(-30 ${f(cx - rr * 0.3)} ${f(cy - rr * 0.35)})" fill="#fff" opacity="0.4" filter="${c.blur(f(rr * 0.05))}"/>` +
      extra,
    { outer, rim: 0.16, fill: 0.92, shadow: 0.9 },
  );
}

function crouton(c, x, y, sz, rot) {
  let s = `<rect x="${f(-sz / 2)}" y="${f(-sz / 2)}" width="${f(sz)}" height="${f(sz)}" rx="${f(sz * 0.2)}" fill="${c.rad([[0, "#f6d58e"], [0.6, "#dca456"], [1, "#a8692a"]], 0.4, 0.4, 0.7)}" filter="${c.grain({ freq: 0.3, k: 3, b: -1.8, color: [0.55, 0.33, 0.12], oct: 2, seed: 13 })}"/>`;
  s += `<rect x="${f(-sz * 0.35)}" y="${f(-sz * 0.35)}" width="${f(sz * 0.5)}" height="${f(sz * 0.2)}" rx="${f(sz * 0.1)}" fill="#fff" opacity="0.25"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(sz * 0.08), f(sz * 0.12), f(sz * 0.1), 0.45)}">${s}</g>`;
}

function pepita(c, x, y, L, rot) {
  const d = `M0 0C${f(L * 0.2)} ${f(-L * 0.32)} ${f(L * 0.8)} ${f(-L * 0.3)} ${f(L)} 0C${f(L * 0.8)} ${f(L * 0.3)} ${f(L * 0.2)} ${f(L * 0.32)} 0 0Z`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(1.5, 2.5, 1.5, 0.4)}"><path d="${d}" fill="${c.lin([[0, "#a6c36a"], [0.5, "#6f9a3a"], [1, "#4d7226"]])}" stroke="#c9d9a0" stroke-width="1.6"/></g>`;
}

/** Golden flatbread / naan. */
function naan(c, x, y, rx, ry, rot) {
  let s = `<path d="${blob(c, 0, 0, rx, ry, { n: 12, jit: 0.06 })}" fill="${c.rad([[0, "#f6d594"], [0.6, "#e2a95a"], [1, "#a86a2a"]], 0.45, 0.42, 0.62)}" filter="${c.grain({ freq: 0.05, k: 1.4, b: -0.75, color: [0.5, 0.26, 0.08], oct: 3, seed: 17 })}"/>`;
  for (let i = 0; i < 16; i++) {
    const px = c.r(-rx * 0.75, rx * 0.75);
    const py = c.r(-ry * 0.65, ry * 0.65);
    const r = c.r(6, 16);
    s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 1.6)}" ry="${f(r * 1.2)}" fill="#fbe3a8" opacity="0.55" filter="${c.blur(f(r * 0.5))}"/>`;
    s += `<ellipse cx="${f(px + r * 0.2)}" cy="${f(py + r * 0.2)}" rx="${f(r)}" ry="${f(r * 0.7)}" fill="#3d1a06" opacity="${f(c.r(0.55, 0.85) * 100) / 100}" filter="${c.blur(f(r * 0.25))}"/>`;
  }
  s += sheen(c, scatter(c, 5, -rx * 0.2, -ry * 0.2, rx * 0.5, ry * 0.5), { size: 40, op: 0.2 });
  return `<g ${tr(x, y, rot)} filter="${c.shadow2(0.7, 0.9)}">${s}</g>`;
}

/** Half a butternut squash, cut face up, neck along +x. */
function butternutHalf(c, x, y, L, rot) {
  const shape = smooth([
    [-L * 0.36, 0],
    [-L * 0.3, -L * 0.2],
    [-L * 0.12, -L * 0.28],
    [L * 0.06, -L * 0.22],
    [L * 0.2, -L * 0.14],
    [L * 0.45, -L * 0.13],
    [L * 0.6, -L * 0.12],
    [L * 0.66, 0],
    [L * 0.6, L * 0.12],
    [L * 0.45, L * 0.13],
    [L * 0.2, L * 0.14],
    [L * 0.06, L * 0.22],
    [-L * 0.12, L * 0.28],
    [-L * 0.3, L * 0.2],
  ]);
  let s = `<path d="${shape}" fill="${c.lin([[0, "#f3dca8"], [1, "#caa063"]])}"/>`;
  s += `<path d="${shape}" transform="translate(${f(L * 0.01)} 0) scale(0.93)" fill="${c.rad([[0, "#ffbe5c"], [0.7, "#f79a2a"], [1, "#e68318"]], 0.45, 0.45, 0.6)}"/>`;
  s += `<path d="${blob(c, -L * 0.1, 0, L * 0.17, L * 0.16, { n: 10, jit: 0.08 })}" fill="${c.rad([[0, "#f9d996"], [1, "#eeae4a"]])}"/>`;
  for (let i = 0; i < 10; i++) {
    s += `<path d="M${f(-L * 0.1 + c.r(-L * 0.12, L * 0.12))} ${f(c.r(-L * 0.12, L * 0.12))}q${f(c.r(-20, 20))} ${f(c.r(-20, 20))} ${f(c.r(-30, 30))} ${f(c.r(-30, 30))}" stroke="#e39a36" stroke-width="2" fill="none" opacity="0.6"/>`;
  }
  for (let i = 0; i < 13; i++) {
    const px = -L * 0.1 + c.r(-L * 0.11, L * 0.11);
    const py = c.r(-L * 0.11, L * 0.11);
    s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(L * 0.032)}" ry="${f(L * 0.018)}" transform="rotate(${f(c.r(0, 180))} ${f(px)} ${f(py)})" fill="#fff4d6" stroke="#d8b47a" stroke-width="1"/>`;
  }
  s += `<path d="M${f(L * 0.1)} ${f(-L * 0.07)}Q${f(L * 0.4)} ${f(-L * 0.09)} ${f(L * 0.58)} ${f(-L * 0.05)}" stroke="#fff" stroke-width="${f(L * 0.025)}" fill="none" opacity="0.3" filter="${c.blur(4)}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow2(0.8, 1)}">${s}</g>`;
}

/** Irregular chunk of cooked meat (chicken / beef). */
function meatChunk(c, x, y, r, { base = "#f0d9b5", dark = "#c89a5e", glaze = null, rot = 0 } = {}) {
  let s = `<path d="${blob(c, 0, 0, r, r * c.r(0.65, 0.85), { n: 8, jit: 0.16, rot })}" fill="${c.rad([[0, lighten(base, 0.3)], [0.6, base], [1, dark]], 0.4, 0.38, 0.65)}" filter="${c.grain({ freq: 0.12, k: 2.8, b: -1.6, color: noise01(darken(dark, 0.3)), oct: 2, seed: 19 })}"/>`;
  if (glaze) s += `<ellipse cx="${f(-r * 0.25)}" cy="${f(-r * 0.3)}" rx="${f(r * 0.4)}" ry="${f(r * 0.16)}" transform="rotate(-30 ${f(-r * 0.25)} ${f(-r * 0.3)})" fill="#fff" opacity="${glaze}" filter="${c.blur(f(r * 0.06))}"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.08), f(r * 0.12), f(r * 0.1), 0.45)}">${s}</g>`;
}

function chiliRing(c, x, y, r, color = "#d9261c") {
  return `<g ${tr(x, y)} filter="${c.shadow(1.5, 2.5, 2, 0.35)}"><circle r="${f(r)}" fill="${color}"/><circle r="${f(r * 0.62)}" fill="${lighten(color, 0.55)}"/><circle cx="${f(r * 0.15)}" r="${f(r * 0.12)}" fill="#f9e7b0"/><circle cx="${f(-r * 0.2)}" cy="${f(r * 0.15)}" r="${f(r * 0.1)}" fill="#f9e7b0"/><path d="M${f(-r * 0.7)} ${f(-r * 0.3)}A${f(r * 0.75)} ${f(r * 0.75)} 0 0 1 ${f(-r * 0.1)} ${f(-r * 0.75)}" stroke="#fff" stroke-width="${f(r * 0.15)}" fill="none" opacity="0.5"/></g>`;
}

/* ----------------------------------------------------------------------------------------------
 * Recipe compositions (1200x900, top-down unless noted). Each returns the SVG body.
 * -------------------------------------------------------------------------------------------- */

function drawShakshuka(c) {
  let s = bgTiles(c, "#2f7a74", "#e9e3d6", { size: 150, gap: 7 });
  s += napkin(c, 30, 590, 380, 330, -14, { color: "#f5efe3", stripe: "#c2410c" });
  s += skillet(
    c,
    580,
    420,
    335,
    (cx, cy, r) => {
      let t = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.rad([[0, "#e0502f"], [0.6, "#c2341c"], [1, "#8c1e0f"]], 0.45, 0.45, 0.6)}" filter="${c.grain({ freq: 0.035, k: 2.6, b: -1.25, color: noise01("#7a160a"), oct: 3, seed: 5 })}"/>`;
      t += noiseRect(c, { freq: 0.06, k: 3, b: -1.9, color: noise01("#f07a4e"), oct: 2, seed: 8 }, cx - r, cy - r, 2 * r, 2 * r, 0.6);
      for (const [x, y] of scatter(c, 70, cx, cy, r * 0.95, r * 0.95)) {
        const rr = c.r(6, 18);
        t += `<path d="${blob(c, x, y, rr, rr * c.r(0.6, 1), { n: 7, jit: 0.3, rot: c.r(0, 180) })}" fill="${c.pick(["#e5553a", "#a8260f", "#d4442a", "#b5301a"])}"/><ellipse cx="${f(x - rr * 0.3)}" cy="${f(y - rr * 0.3)}" rx="${f(rr * 0.35)}" ry="${f(rr * 0.15)}" fill="#fff" opacity="0.35"/>`;
      }
      for (const [x, y] of scatter(c, 10, cx, cy, r * 0.85)) {
        t += `<path d="${smoothOpen(arcPts(x, y, c.r(14, 26), c.r(0, 180), c.r(200, 300), 6))}" stroke="#f3d9a0" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`;
      }
      t += sheen(c, scatter(c, 14, cx - r * 0.2, cy - r * 0.2, r * 0.7), { size: 24, op: 0.25 });
      const eggs = [
        [cx - r * 0.42, cy - r * 0.3],
        [cx + r * 0.38, cy - r * 0.42],
        [cx + r * 0.48, cy + r * 0.3],
        [cx - r * 0.25, cy + r * 0.5],
        [cx + r * 0.02, cy + r * 0.02],
      ];
      for (const [x, y] of eggs) t += egg(c, x, y, r * c.r(0.22, 0.25), { edge: "#f2c9b0", yolk: 0.4 });
      t += feta(c, scatter(c, 28, cx, cy, r * 0.9), 11);
      t += herbFlecks(c, scatter(c, 110, cx, cy, r * 0.95), { size: 6 });
      t += chiliFlakes(c, scatter(c, 40, cx, cy, r * 0.9), 3.5);
      t += pepperFlecks(c, scatter(c, 50, cx, cy, r * 0.9), { size: 1.8 });
      return t;
    },
    { ang: 28 },
  );
  s += breadSlice(c, 190, 720, 240, -24, { crumb: "#e6b878", crust: "#7a3e14", toast: 0.75 });
  s += breadSlice(c, 330, 805, 230, 8, { crumb: "#e6b878", crust: "#7a3e14", toast: 0.75 });
  s += bowl(
    c,
    1070,
    150,
    105,
    (cx, cy, r) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#f4efe4"/>` + feta(c, scatter(c, 26, cx, cy, r * 0.85), 16),
    { outer: "#e8d7c0", outerEdge: "#b99b78", inner: "#f0e4d2", innerDark: "#c7ad8c" },
  );
  s += cilantro(c, 960, 320, 34, 40);
  s += cilantro(c, 1010, 380, 28, -20);
  s += feta(c, scatter(c, 6, 1090, 300, 60), 10);
  s += spoon(c, 1200, 640, 160, 340);
  return s + finish(c);
}

function drawCaprese(c) {
  let s = bgMarble(c);
  s += napkin(c, 880, -60, 380, 300, 16, { color: "#eef3e8", stripe: "#3f6212", stripes: 1 });
  s += fork(c, 1010, 880, -84, 400);
  s += knife(c, 1110, 890, -88, 430);
  const cx = 520;
  const cy = 455;
  s += `<g transform="translate(${cx} ${cy}) scale(1.16 1)">${plate(c, 0, 0, 372, { base: "#fbfaf6", edge: "#d8d2c6", wellK: 0.8 })}</g>`;
  // shingled ring of tomato / mozzarella slices with basil tucked between
  const n = 14;
  for (let i = 0; i < n; i++) {
    const a = rad(-100 + (i * 360) / n);
    const x = cx + Math.cos(a) * 228 * 1.18;
    const y = cy + Math.sin(a) * 196;
    s += i % 2 === 0 ? tomatoSlice(c, x, y, 82, c.r(0, 360)) : mozzarella(c, x, y, 80);
    const b = a + rad(360 / n / 2);
    s += leaf(c, cx + Math.cos(b) * 255 * 1.18, cy + Math.sin(b) * 225, c.r(58, 72), deg(b) + c.r(-30, 30), { kind: "basil" });
  }
  // centre: basil bouquet and halved cherry tomatoes
  s += leaf(c, cx - 10, cy + 10, 110, 200, { kind: "basil" });
  s += leaf(c, cx + 10, cy + 5, 120, 15, { kind: "basil" });
  s += leaf(c, cx, cy - 10, 95, -95, { kind: "basil" });
  s += leaf(c, cx + 5, cy + 10, 90, 110, { kind: "basil" });
  s += cherryTomato(c, cx - 55, cy + 40, 34);
  s += cherryTomato(c, cx + 60, cy - 30, 31);
  s += mozzarella(c, cx + 20, cy + 55, 30);
  // balsamic glaze: a loose swoosh with a glossy highlight
  const dr = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    dr.push([cx - 300 + t * 600, cy + 70 * Math.sin(t * Math.PI * 2.4 + 0.6) + c.r(-10, 10) - 30 * t]);
  }
  const drip = tube(dr, (t) => 2.5 + 3.5 * Math.abs(Math.sin(t * 9.3 + 1)));
  s += `<path d="${drip}" fill="#2e140b" opacity="0.92" filter="${c.shadow(1, 2, 1.5, 0.3)}"/>`;
  s += `<path d="${smoothOpen(dr)}" stroke="#b27a62" stroke-width="1.5" fill="none" stroke-linecap="round" opacity="0.5" transform="translate(-1 -1.5)"/>`;
  for (const [x, y] of scatter(c, 10, cx, cy, 300, 220)) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.r(3, 7))}" fill="#2e140b" opacity="0.85"/>`;
  s += oilDrops(c, scatter(c, 18, cx, cy, 330, 230), { color: "#d7c43a", size: 8, op: 0.4 });
  s += pepperFlecks(c, scatter(c, 70, cx, cy, 330, 240), { size: 2 });
  s += sesame(c, scatter(c, 40, cx, cy, 330, 240), { size: 2.6, color: "#ffffff" });
  s += cherryTomato(c, 110, 800, 40);
  s += cherryTomato(c, 185, 845, 36);
  s += leaf(c, 60, 860, 90, -40, { kind: "basil" });
  s += leaf(c, 1080, 360, 80, 120, { kind: "basil" });
  return s + finish(c, { vignette: 0.25 });
}

function soupBase(c, cx, cy, r, cols, grainCol) {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.rad([[0, cols[0]], [0.6, cols[1]], [1, cols[2]]], 0.45, 0.45, 0.6)}"/>` +
    noiseRect(c, { freq: 0.018, k: 1.3, b: -0.62, color: noise01(grainCol), oct: 3, seed: 23 }, cx - r, cy - r, 2 * r, 2 * r, 0.8) +
    noiseRect(c, { freq: 0.025, k: 1.3, b: -0.66, color: noise01(lighten(cols[0], 0.3)), oct: 2, seed: 24 }, cx - r, cy - r, 2 * r, 2 * r, 0.8) +
    `<rect x="${f(cx - r * 0.62)}" y="${f(cy - r * 0.72)}" width="${f(r * 0.5)}" height="${f(r * 0.22)}" rx="${f(r * 0.1)}" transform="rotate(-28 ${f(cx - r * 0.37)} ${f(cy - r * 0.61)})" fill="#fff" opacity="0.16" filter="${c.blur(f(r * 0.05))}"/>`
  );
}

function drawTomatoSoup(c) {
  let s = bgWood(c, "#2a4063", { n: 6, dir: "v" });
  s += napkin(c, 760, 560, 420, 380, 12, { color: "#f6f0e6", stripe: "#c2410c" });
  s += spoon(c, 900, 770, -18, 330);
  s += bowl(
    c,
    520,
    430,
    315,
    (cx, cy, r) => {
      let t = soupBase(c, cx, cy, r, ["#ef6a3a", "#d8431f", "#a82e14"], "#8e2410");
      t += creamSwirl(c, cx + 10, cy + 5, r * 0.62, { turns: 2.1, width: 11, color: "#fff6ea", rot: 30 });
      t += oilDrops(c, scatter(c, 14, cx, cy, r * 0.85), { color: "#e9b23a", size: 9, op: 0.55 });
      t += crouton(c, cx - r * 0.45, cy - r * 0.22, 42, 18);
      t += crouton(c, cx - r * 0.28, cy - r * 0.42, 38, -12);
      t += crouton(c, cx + r * 0.5, cy + r * 0.25, 40, 33);
      t += crouton(c, cx + r * 0.38, cy + r * 0.45, 36, 5);
      t += leaf(c, cx + r * 0.05, cy - r * 0.05, 70, -140, { kind: "basil" });
      t += leaf(c, cx + r * 0.05, cy - r * 0.05, 62, -60, { kind: "basil" });
      t += leaf(c, cx + r * 0.05, cy - r * 0.05, 55, 40, { kind: "basil" });
      t += pepperFlecks(c, scatter(c, 60, cx, cy, r * 0.9), { size: 2 });
      return t;
    },
    { outer: "#f4efe6", outerEdge: "#c8bca9", speckle: 0.5 },
  );
  for (const [x, y, rr] of [
    [1010, 170, 46],
    [1085, 220, 42],
    [1000, 260, 40],
  ])
    s += cherryTomato(c, x, y, rr);
  s += `<path d="M970 160Q1040 180 1090 210L1030 250" stroke="#4d7a22" stroke-width="6" fill="none" stroke-linecap="round" filter="${c.shadow(2, 3, 2, 0.35)}"/>`;
  s += leaf(c, 1120, 330, 100, 160, { kind: "basil" });
  s += leaf(c, 1150, 300, 80, 210, { kind: "basil" });
  s += crouton(c, 150, 780, 44, 20);
  s += crouton(c, 230, 820, 40, -10);
  return s + finish(c);
}

function drawButternutSoup(c) {
  let s = bgLinen(c, "#2f4a3a", { weave: 0.45 });
  s += butternutHalf(c, 960, 150, 460, -28);
  s += napkin(c, -60, 600, 380, 360, -20, { color: "#e9dcc6", stripe: "#9a3412", stripes: 1 });
  s += spoon(c, 150, 700, -40, 330, { metal: false, color: "#caa070" });
  s += bowl(
    c,
    560,
    480,
    310,
    (cx, cy, r) => {
      let t = soupBase(c, cx, cy, r, ["#ffb24a", "#f0901f", "#c8650f"], "#b85a0a");
      t += creamSwirl(c, cx - 20, cy + 10, r * 0.55, { turns: 1.5, width: 8, color: "#fff8ec", rot: 200 });
      t += oilDrops(c, scatter(c, 16, cx, cy, r * 0.85), { color: "#7a8a22", size: 8, op: 0.45 });
      for (const [x, y] of scatter(c, 22, cx + 30, cy - 30, r * 0.45)) t += pepita(c, x, y, c.r(22, 28), c.r(0, 360));
      t += leaf(c, cx + r * 0.15, cy - r * 0.25, 80, -30, { kind: "sage", w: 0.3, round: 0.3, cup: 0.3 });
      t += leaf(c, cx + r * 0.1, cy - r * 0.2, 70, 60, { kind: "sage", w: 0.3, round: 0.3, cup: 0.3 });
      t += pepperFlecks(c, scatter(c, 60, cx, cy, r * 0.9), { size: 2 });
      return t;
    },
    { outer: "#3b3a37", outerEdge: "#1d1c1a", inner: "#55524c", innerDark: "#24221f", speckle: 0.6 },
  );
  for (const [x, y] of scatter(c, 9, 990, 720, 120, 80)) s += pepita(c, x, y, c.r(24, 30), c.r(0, 360));
  s += leaf(c, 1040, 560, 110, 140, { kind: "sage", w: 0.3, round: 0.3, cup: 0.3 });
  s += leaf(c, 1060, 600, 95, 100, { kind: "sage", w: 0.3, round: 0.3, cup: 0.3 });
  return s + finish(c);
}

function drawChickpeaCurry(c) {
  let s = bgLinen(c, "#5b3a4f", { weave: 0.45 });
  s += naan(c, 250, 690, 270, 170, -28);
  s += bowl(
    c,
    680,
    400,
    300,
    (cx, cy, r) => {
      let t = soupBase(c, cx, cy, r, ["#f4ad46", "#e2832a", "#b8561a"], "#9c4a10");
      t += noiseRect(c, { freq: 0.05, k: 3, b: -1.9, color: noise01("#c9451a"), oct: 2, seed: 29 }, cx - r, cy - r, 2 * r, 2 * r, 0.6);
      for (const [x, y] of scatter(c, 6, cx, cy, r * 0.75)) t += leaf(c, x, y, c.r(70, 95), c.r(0, 360), { kind: "spinach", w: 0.45, round: 0.7, cup: 0.6 });
      for (const [x, y] of scatter(c, 46, cx, cy, r * 0.9)) t += chickpea(c, x, y, c.r(15, 19));
      t += creamSwirl(c, cx + 15, cy - 10, r * 0.5, { turns: 1.2, width: 7, color: "#fffaf0", rot: 100 });
      for (const [x, y] of scatter(c, 6, cx, cy, r * 0.8)) t += chiliRing(c, x, y, c.r(9, 12));
      for (const [x, y] of scatter(c, 7, cx, cy, r * 0.7)) t += cilantro(c, x, y, c.r(24, 32), c.r(0, 360));
      t += sheen(c, scatter(c, 8, cx - r * 0.2, cy - r * 0.2, r * 0.6), { size: 20, op: 0.3 });
      return t;
    },
    { outer: "#f2ece2", outerEdge: "#b9ad9b", speckle: 0.4 },
  );
  s += citrusWedge(c, 1020, 780, 130, -20, "lime");
  s += citrusWedge(c, 1100, 700, 120, 40, "lime");
  s += cilantro(c, 960, 700, 36, 20);
  s += cilantro(c, 1110, 120, 40, -60);
  s += cilantro(c, 1060, 80, 34, 30);
  for (const [x, y] of scatter(c, 8, 1120, 200, 60)) s += chickpea(c, x, y, 16);
  return s + finish(c);
}

function drawThaiGreenCurry(c) {
  let s = bgWood(c, "#d8b685", { n: 5, dir: "v", grain: 0.6 });
  s += bowl(
    c,
    200,
    190,
    165,
    (cx, cy, r) => riceBed(c, cx, cy, r, r, { n: 380, len: 8 }) + herbFlecks(c, scatter(c, 6, cx, cy, r * 0.6), { size: 5 }),
    { outer: "#f3eee6", rim: 0.14, fill: 0.95, shadow: 0.9 },
  );
  s += bowl(
    c,
    640,
    480,
    320,
    (cx, cy, r) => {
      let t = soupBase(c, cx, cy, r, ["#c9d48a", "#a4b35a", "#72822f"], "#5b6a22");
      t += oilDrops(c, scatter(c, 40, cx, cy, r * 0.9), { color: "#e9d24a", size: 12, op: 0.35 });
      for (const [x, y] of scatter(c, 12, cx, cy, r * 0.8)) t += meatChunk(c, x, y, c.r(26, 36), { base: "#f3e4c8", dark: "#c9a877", rot: c.r(0, 180) });
      for (const [x, y] of scatter(c, 5, cx, cy, r * 0.8)) {
        const rr = c.r(22, 28);
        t += `<g filter="${c.shadow(2, 3, 3, 0.35)}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="#6f9a3a"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(rr * 0.85)}" fill="${c.rad([[0, "#f5f3da"], [1, "#d9dba6"]])}"/>${pepperFlecks(c, scatter(c, 10, x, y, rr * 0.5), { color: "#a89a5a", size: 2 })}</g>`;
      }
      for (let i = 0; i < 6; i++) {
        const x = cx + c.r(-r * 0.6, r * 0.6);
        const y = cy + c.r(-r * 0.6, r * 0.6);
        const L = c.r(60, 90);
        const a = c.r(0, 360);
        t += `<g ${tr(x, y, a)} filter="${c.shadow(2, 3, 2, 0.35)}"><path d="M0 -6Q${f(L / 2)} -11 ${f(L)} -3L${f(L)} 3Q${f(L / 2)} 9 0 6Z" fill="${c.lin([[0, "#f0463a"], [1, "#a8140f"]])}"/><path d="M4 -4Q${f(L / 2)} -8 ${f(L - 4)} -2" stroke="#fff" stroke-width="2" fill="none" opacity="0.45"/></g>`;
      }
      for (const [x, y] of scatter(c, 6, cx, cy, r * 0.75)) t += leaf(c, x, y, c.r(55, 70), c.r(0, 360), { kind: ["#5f9a3a", "#2f6a1e", "#1c4512"], w: 0.3, round: 0.3 });
      t += leaf(c, cx + r * 0.2, cy - r * 0.3, 90, -70, { kind: ["#6f9a3a", "#3c6e22", "#244a14"], w: 0.28, round: 0.2, veins: 0 });
      return t;
    },
    { outer: "#2f3540", outerEdge: "#15181d", inner: "#3d4450", innerDark: "#1a1e24", speckle: 0.5 },
  );
  s += citrus(c, 1060, 760, 70, 20, { kind: "lime", half: true });
  s += citrusWedge(c, 960, 830, 120, -10, "lime");
  for (let i = 0; i < 3; i++) {
    s += `<g ${tr(1000 + i * 40, 120 + i * 30, 70 + i * 8)} filter="${c.shadow(4, 6, 4, 0.4)}"><path d="M0 -9Q70 -14 140 -6L150 0L140 6Q70 14 0 9Z" fill="${c.lin([[0, "#f45a3a"], [1, "#b3150f"]])}"/><path d="M0 -6L-18 -3L-20 3L0 6Z" fill="#4f7a22"/></g>`;
  }
  s += leaf(c, 1120, 420, 100, 150, { kind: ["#7fa63a", "#4a7a22", "#2c5214"], w: 0.32, round: 0.3 });
  return s + finish(c);
}

/** Whole roast chicken from above, legs toward +y. */
function roastChicken(c, x, y, sc, rot) {
  const skin = (light, mid, dark) => c.rad([[0, light], [0.55, mid], [1, dark]], 0.4, 0.35, 0.7);
  const grain = c.grain({ freq: 0.045, k: 1.5, b: -0.72, color: [0.36, 0.12, 0.02], oct: 3, seed: 37 });
  const gold = ["#f2b55a", "#c8742a", "#6e300c"];
  let s = "";
  // wings
  for (const sg of [-1, 1]) s += `<path d="${blob(c, sg * 150, -95, 80, 55, { n: 9, jit: 0.1, rot: sg * 35 })}" fill="${skin("#e3a04c", "#b25f1e", "#5e260a")}" filter="${grain}"/>`;
  // body / breast
  const body = smooth([
    [0, -210],
    [110, -180],
    [175, -70],
    [170, 60],
    [110, 170],
    [0, 205],
    [-110, 170],
    [-170, 60],
    [-175, -70],
    [-110, -180],
  ]);
  s += `<path d="${body}" fill="${skin(...gold)}" filter="${grain}"/>`;
  s += `<path d="M0 -190Q8 0 0 170" stroke="#7a3a10" stroke-width="10" fill="none" opacity="0.25" filter="${c.blur(6)}"/>`;
  for (const sg of [-1, 1]) s += `<ellipse cx="${sg * 70}" cy="-40" rx="70" ry="120" fill="#fff3cf" opacity="0.22" filter="${c.blur(18)}"/>`;
  // thighs + drumsticks
  for (const sg of [-1, 1]) {
    s += `<path d="M${sg * 100} 130Q${sg * 40} 170 ${sg * 30} 200" stroke="#5a2a0a" stroke-width="14" fill="none" opacity="0.35" filter="${c.blur(7)}"/>`;
    s += `<path d="${blob(c, sg * 135, 115, 85, 115, { n: 10, jit: 0.06, rot: sg * -20 })}" fill="${skin("#eeae55", "#c06a24", "#652a0a")}" filter="${grain}"/>`;
    const dpts = [
      [sg * 120, 150],
      [sg * 80, 230],
      [sg * 35, 300],
    ];
    s += `<path d="${tube(dpts, [52, 40, 22])}" fill="${skin("#f2b85e", "#c5712a", "#6a2e0c")}" filter="${grain}"/>`;
    s += `<ellipse cx="${sg * 30}" cy="312" rx="20" ry="16" fill="${c.rad([[0, "#fff8e8"], [1, "#d8c4a0"]])}"/>`;
  }
  s += `<path d="M-40 300Q0 280 40 300" stroke="#f3ead8" stroke-width="5" fill="none" opacity="0.8"/>`;
  for (let i = 0; i < 14; i++) {
    const [px, py] = [c.r(-150, 150), c.r(-180, 240)];
    s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(c.r(10, 26))}" ry="${f(c.r(6, 14))}" fill="#4a1c04" opacity="${f(c.r(0.15, 0.35) * 100) / 100}" filter="${c.blur(5)}"/>`;
  }
  s += `<ellipse cx="-70" cy="-110" rx="70" ry="26" transform="rotate(-60 -70 -110)" fill="#fff8e0" opacity="0.55" filter="${c.blur(9)}"/>`;
  s += `<ellipse cx="60" cy="-120" rx="55" ry="18" transform="rotate(-70 60 -120)" fill="#fff8e0" opacity="0.4" filter="${c.blur(8)}"/>`;
  for (const sg of [-1, 1]) s += `<ellipse cx="${sg * 150}" cy="80" rx="40" ry="14" transform="rotate(${sg * 60 - 20} ${sg * 150} 80)" fill="#fff8e0" opacity="0.4" filter="${c.blur(6)}"/>`;
  s += herbFlecks(c, scatter(c, 60, 0, 0, 160, 190), { size: 4.5, shadow: false, colors: ["#3f6a1c", "#56822a", "#2f4f14"] });
  s += pepperFlecks(c, scatter(c, 90, 0, 40, 170, 230), { size: 2, color: "#2a1004" });
  s += sesame(c, scatter(c, 50, 0, 0, 160, 200), { size: 2.2, color: "#fffaf0" });
  return `<g ${tr(x, y, rot, sc)} filter="${c.shadow2(1.2, 1.2)}">${s}</g>`;
}

function babyPotato(c, x, y, r, rot) {
  let t = `<path d="${blob(c, 0, 0, r, r * 0.8, { n: 8, jit: 0.08, rot })}" fill="${c.rad([[0, "#c89a5a"], [1, "#7a4a1c"]])}"/>`;
  t += `<path d="${blob(c, r * 0.05, 0, r * 0.84, r * 0.64, { n: 8, jit: 0.06, rot })}" fill="${c.rad([[0, "#fde7a8"], [0.55, "#f0c168"], [1, "#c4802c"]], 0.45, 0.4, 0.6)}" filter="${c.grain({ freq: 0.12, k: 1.6, b: -0.9, color: [0.55, 0.28, 0.06], oct: 2, seed: 43 })}"/>`;
  t += `<ellipse cx="${f(-r * 0.25)}" cy="${f(-r * 0.2)}" rx="${f(r * 0.3)}" ry="${f(r * 0.12)}" transform="rotate(-30 ${f(-r * 0.25)} ${f(-r * 0.2)})" fill="#fff" opacity="0.35" filter="${c.blur(3)}"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(3, 5, 4, 0.45)}">${t}</g>`;
}

function roastCarrot(c, x, y, L, rot) {
  const pts = [
    [0, 0],
    [L * 0.35, 2],
    [L * 0.7, 0],
    [L, 3],
  ];
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.4)}"><path d="${tube(pts, [L * 0.09, L * 0.075, L * 0.05, L * 0.02])}" fill="${c.lin([[0, "#ffae4a"], [0.5, "#e8701a"], [1, "#a8420c"]])}"/><path d="M${f(L * 0.1)} ${f(-L * 0.03)}L${f(L * 0.8)} ${f(-L * 0.015)}" stroke="#fff" stroke-width="${f(L * 0.02)}" opacity="0.35" stroke-linecap="round"/>${[0.25, 0.45, 0.65].map((t) => `<path d="M${f(L * t)} ${f(-L * 0.06)}q3 ${f(L * 0.05)} 0 ${f(L * 0.1)}" stroke="#9a3a0a" stroke-width="1.5" fill="none" opacity="0.5"/>`).join("")}</g>`;
}

function drawRoastChicken(c) {
  let s = bgWood(c, "#5a3a25", { n: 5, dir: "h" });
  s += napkin(c, 900, -40, 380, 300, 14, { color: "#e7ddcd", stripe: "#3f6212", stripes: 2 });
  const cx = 580;
  const cy = 460;
  s += `<g transform="translate(${cx} ${cy}) scale(1.28 1)">${plate(c, 0, 0, 345, { base: "#f3ede2", edge: "#c9bca6", wellK: 0.84, band: "#6b8a3a" })}</g>`;
  s += `<path d="${blob(c, cx, cy, 300, 215, { n: 14, jit: 0.08 })}" fill="#c77a22" opacity="0.35" filter="${c.blur(14)}"/>`;
  s += sheen(c, scatter(c, 10, cx, cy, 300, 200), { size: 30, op: 0.35 });
  s += roastCarrot(c, cx - 380, cy + 40, 150, -80);
  s += roastCarrot(c, cx + 300, cy - 150, 140, -30);
  s += roastCarrot(c, cx + 250, cy + 250, 130, 20);
  for (const [x, y] of [
    [cx - 340, cy - 100],
    [cx - 300, cy + 170],
    [cx + 350, cy + 60],
    [cx + 380, cy - 60],
    [cx - 200, cy + 250],
    [cx + 120, cy + 275],
    [cx - 150, cy - 270],
  ])
    s += babyPotato(c, x, y, c.r(36, 46), c.r(0, 180));
  s += citrus(c, cx - 250, cy - 200, 62, 10, { half: true });
  s += citrus(c, cx + 290, cy + 190, 58, 50, { half: true });
  s += garlicBulb(c, cx + 210, cy - 250, 44);
  s += roastChicken(c, cx + 10, cy - 10, 1.0, -90);
  s += rosemary(c, cx - 440, cy - 10, 210, -70);
  s += rosemary(c, cx + 250, cy - 40, 190, 110);
  s += thyme(c, cx - 130, cy + 250, 150, -10);
  s += rosemary(c, 90, 120, 240, 30);
  s += garlicClove(c, 180, 800, 60, -20);
  s += garlicClove(c, 250, 830, 56, 30);
  s += citrus(c, 1070, 780, 75, 30);
  return s + finish(c, { vignette: 0.38 });
}

/* ----------------------------------------------------------------------------------------------
 * Registry
 * -------------------------------------------------------------------------------------------- */

/** image file name -> { draw, focus: [x, y, size] square crop used for thumbnails } */
const RECIPE_ART = {
  "shakshuka.jpg": { draw: drawShakshuka, focus: [210, 60, 740] },
  "caprese-salad.jpg": { draw: drawCaprese, focus: [120, 60, 800] },
  "creamy-tomato-basil-soup.jpg": { draw: drawTomatoSoup, focus: [160, 70, 720] },
  "roasted-butternut-squash-soup.jpg": { draw: drawButternutSoup, focus: [200, 120, 720] },
  "chickpea-coconut-curry.jpg": { draw: drawChickpeaCurry, focus: [300, 40, 760] },
  "thai-green-curry.jpg": { draw: drawThaiGreenCurry, focus: [270, 110, 740] },
  "lemon-herb-roast-chicken.jpg": { draw: drawRoastChicken, focus: [150, 40, 860] },
};

function recipeScene(file, prefix) {
  const art = RECIPE_ART[file];
  if (!art) throw new Error(`No drawing registered for recipe image "${file}"`);
  const c = new Ctx(prefix, file);
  const body = art.draw(c);
  return { defs: c.defs.join(""), body, focus: art.focus || [150, 0, 900] };
}

function recipeSvg(file) {
  const { defs, body } = recipeScene(file, "r");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

/** Nested square thumbnail of a recipe scene, for the phone / social card. */
let thumbCounter = 0;
function recipeThumb(file, x, y, size) {
  const { defs, body, focus } = recipeScene(file, `t${thumbCounter++}x`);
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" viewBox="${focus.join(" ")}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

async function writeJpeg(svg, out, maxBytes = 120 * 1024) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  let q = 78;
  let buf;
  for (;;) {
    buf = await sharp(png).jpeg({ quality: q, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
    if (buf.length <= maxBytes || q <= 60) break;
    q -= 3;
  }
  if (buf.length > maxBytes) throw new Error(`${out} is ${buf.length} bytes even at quality ${q}`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, buf);
  return { bytes: buf.length, q };
}

async function main() {
  const onlyArg = process.argv.find((a) => a.startsWith("--only="));
  const only = onlyArg ? onlyArg.slice(7).split(",") : null;
  const recipes = JSON.parse(await fs.readFile(path.join(ROOT, "data/recipes.json"), "utf8"));
  const missing = recipes.filter((r) => !RECIPE_ART[path.basename(r.image)]);
  if (missing.length && !only) {
    throw new Error(`No drawing for: ${missing.map((r) => `${r.recipeName} (${r.image})`).join(", ")}`);
  }
  for (const r of recipes) {
    const file = path.basename(r.image);
    if (only && !RECIPE_ART[file]) continue;
    if (only && !only.some((o) => file.startsWith(o))) continue;
    const out = path.join(ROOT, "data", r.image);
    const t0 = Date.now();
    const { bytes, q } = await writeJpeg(recipeSvg(file), out);
    console.log(`${path.relative(ROOT, out)}  ${(bytes / 1024).toFixed(1)} KB  q${q}  ${Date.now() - t0} ms`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

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
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
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
  noise({
    freq = 0.5,
    k = 2,
    b = -1,
    color = [0, 0, 0],
    oct = 2,
    seed = 3,
    type = "fractalNoise",
  } = {}) {
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
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
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
  s += noiseRect(
    c,
    { freq: 0.004, k: 2.4, b: -1.1, color: noise01(darken(base, 0.25)), oct: 3, seed: 7 },
    0,
    0,
    W,
    H,
    mottle,
  );
  s += noiseRect(
    c,
    { freq: "0.7 0.035", k: 2, b: -1.05, color: noise01(darken(base, 0.3)), oct: 1, seed: 11 },
    0,
    0,
    W,
    H,
    weave,
  );
  s += noiseRect(
    c,
    { freq: "0.035 0.7", k: 2, b: -1.05, color: noise01(lighten(base, 0.35)), oct: 1, seed: 12 },
    0,
    0,
    W,
    H,
    weave,
  );
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
  s += noiseRect(
    c,
    { freq, k: 2.6, b: -1.25, color: noise01(darken(base, 0.45)), oct: 4, seed: c.ri(1, 99) },
    0,
    0,
    W,
    H,
    grain,
  );
  s += noiseRect(
    c,
    {
      freq: horiz ? "0.01 0.2" : "0.2 0.01",
      k: 2,
      b: -1.1,
      color: noise01(lighten(base, 0.3)),
      oct: 2,
      seed: c.ri(1, 99),
    },
    0,
    0,
    W,
    H,
    0.35,
  );
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
  s += noiseRect(
    c,
    { freq: "0.8 0.04", k: 2, b: -1.1, color: noise01(darken(stripe, 0.3)), oct: 1, seed: 5 },
    0,
    0,
    W,
    H,
    0.35,
  );
  s += noiseRect(
    c,
    { freq: 0.005, k: 2.2, b: -1.1, color: [0.15, 0.1, 0.08], oct: 3, seed: 9 },
    0,
    0,
    W,
    H,
    0.35,
  );
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
  s += noiseRect(
    c,
    { freq: 0.006, k: 2.2, b: -1.1, color: noise01(darken(base, 0.3)), oct: 3, seed: 4 },
    0,
    0,
    W,
    H,
    0.4,
  );
  return s;
}

/** White / grey marble with veins. */
function bgMarble(c, base = "#f3f1ec", vein = "#9a958c") {
  let s = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  s += noiseRect(
    c,
    { freq: 0.003, k: 2.6, b: -1.2, color: noise01(darken(base, 0.18)), oct: 4, seed: 21 },
    0,
    0,
    W,
    H,
    0.7,
  );
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
  s += noiseRect(
    c,
    { freq: 0.008, k: 2.6, b: -1.2, color: noise01(darken(base, 0.35)), oct: 4, seed: 31 },
    0,
    0,
    W,
    H,
    0.6,
  );
  s += noiseRect(
    c,
    { freq: 0.012, k: 2.6, b: -1.3, color: noise01(lighten(base, 0.3)), oct: 3, seed: 32 },
    0,
    0,
    W,
    H,
    0.5,
  );
  s += noiseRect(
    c,
    { freq: 0.9, k: 6, b: -4.6, color: noise01(darken(base, 0.5)), oct: 1, seed: 33 },
    0,
    0,
    W,
    H,
    speck,
  );
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
function plate(
  c,
  cx,
  cy,
  R,
  { base = "#fbf9f4", edge = "#ddd6ca", wellK = 0.7, band = null, shadow = 1 } = {},
) {
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
  if (band)
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="none" stroke="${band}" stroke-width="${f(R * 0.025)}" opacity="0.9"/>`;
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
function bowl(
  c,
  cx,
  cy,
  R,
  content,
  {
    outer = "#f7f3ec",
    outerEdge = "#cfc6b8",
    inner = "#fbf8f2",
    innerDark = "#d9d0c2",
    rim = 0.13,
    fill = 0.9,
    speckle = 0,
    shadow = 1,
    edge = 0.28,
  } = {},
) {
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
  if (speckle)
    s += g(
      `clip-path="${c.clip(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}"/>`)}"`,
      noiseRect(
        c,
        { freq: 0.6, k: 7, b: -5.4, color: [0.15, 0.1, 0.08], oct: 1, seed: 40 },
        cx - R,
        cy - R,
        2 * R,
        2 * R,
        speckle,
      ),
    );
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
  s += g(
    `clip-path="${c.clip(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}"/>`)}"`,
    noiseRect(
      c,
      { freq: 0.7, k: 3, b: -1.7, color: [0.45, 0.42, 0.4], oct: 2, seed: 41 },
      cx - R,
      cy - R,
      2 * R,
      2 * R,
      0.35,
    ),
  );
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
  s += well(c, cx, cy + r1 * 0.015, r1 * 0.95, content(cx, cy + r1 * 0.015, r1 * 0.95), {
    edge: 0.4,
    rimShadow: 0.55,
  });
  return g(`filter="${c.shadow2((R / 300) * 1.2, 1.1)}"`, s);
}

/** Rounded-rectangle baking dish; content(x, y, w, h) is clipped to the inside. */
function dish(
  c,
  cx,
  cy,
  w,
  h,
  content,
  { base = "#f4efe6", edge = "#c9bfae", rimW = 34, radius = 60, rot = 0, inner = null } = {},
) {
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
  const clip = c.clip(
    `<rect x="${f(x + rimW + 6)}" y="${f(y + rimW + 6)}" width="${f(w - 2 * rimW - 12)}" height="${f(h - 2 * rimW - 12)}" rx="${radius - rimW / 2 - 6}"/>`,
  );
  s += g(
    `clip-path="${clip}"`,
    content(x + rimW + 6, y + rimW + 6, w - 2 * rimW - 12, h - 2 * rimW - 12) +
      `<rect x="${f(x + rimW - 4)}" y="${f(y + rimW - 6)}" width="${f(w - 2 * rimW + 8)}" height="${f(h - 2 * rimW + 8)}" rx="${radius - rimW / 2}" fill="none" stroke="#1e0f05" stroke-width="40" opacity="0.45" filter="${c.blur(12)}"/>`,
  );
  s += `<path d="M${f(x + radius)} ${f(y + rimW * 0.45)}H${f(x + w - radius)}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.7" filter="${c.blur(2)}"/>`;
  return g(
    `transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})"`,
    g(`filter="${c.shadow2(1.1, 1)}"`, s),
  );
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
      noiseRect(
        c,
        {
          freq: "0.003 0.05",
          k: 2.6,
          b: -1.2,
          color: noise01(darken(wood, 0.4)),
          oct: 4,
          seed: 51,
        },
        x - 10,
        y - 10,
        w * 1.2 + 20,
        h + 20,
        0.8,
      ) +
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
  if (handle)
    s += `<circle cx="${f(x + w + w * 0.08)}" cy="0" r="${f(h * 0.05)}" fill="${darken(wood, 0.55)}"/>`;
  return g(
    `transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})"`,
    g(`filter="${c.shadow2(1, 0.9)}"`, s),
  );
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
  const mask = c.clip(
    `<rect x="-50" y="-100" width="${f(len * 0.8 + 50)}" height="200"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${f(len * 0.8)}" y="${f(-hw * 2.4 + i * hw * 1.6 - 0.01)}" width="${f(len)}" height="${f(hw * 0.9)}"/>`,
        )
        .join(""),
  );
  return g(
    `${tr(x, y, rot)}`,
    g(`filter="${c.shadow(6, 10, 6, 0.4)}"`, g(`clip-path="${mask}"`, s)),
  );
}

function spoon(c, x, y, rot, len = 360, { metal = true, color = "#c9a06a" } = {}) {
  const hw = len * 0.028;
  const fill = metal
    ? c.lin(METAL)
    : c.lin([
        [0, lighten(color, 0.2)],
        [0.5, color],
        [1, darken(color, 0.25)],
      ]);
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
  let s = `<rect x="0" y="${f(-hw)}" width="${f(len * 0.45)}" height="${f(hw * 2)}" rx="${f(hw)}" fill="${c.lin(
    [
      [0, "#5a3a22"],
      [0.4, "#8a5a35"],
      [1, "#3e2716"],
    ],
  )}"/>`;
  s += `<path d="M${f(len * 0.45)} ${f(-hw * 0.9)}L${f(len * 0.95)} ${f(-hw * 1.2)}Q${f(len)} ${f(-hw * 1.1)} ${f(len)} ${f(-hw * 0.3)}L${f(len * 0.45)} ${f(hw * 1.3)}Z" fill="${c.lin(METAL)}"/>`;
  return g(tr(x, y, rot), g(`filter="${c.shadow(6, 10, 6, 0.4)}"`, s));
}

function chopsticks(c, x, y, rot, len = 560, color = "#d8b37d") {
  let s = "";
  for (const off of [-16, 16]) {
    s += `<path d="M0 ${f(off - 7)}L${f(len)} ${f(off * 0.45 - 3)}L${f(len)} ${f(off * 0.45 + 3)}L0 ${f(off + 7)}Z" fill="${c.lin(
      [
        [0, lighten(color, 0.25)],
        [0.5, color],
        [1, darken(color, 0.3)],
      ],
    )}"/>`;
  }
  return g(tr(x, y, rot), g(`filter="${c.shadow(8, 12, 7, 0.4)}"`, s));
}

/** Cloth napkin with edge stripes. */
function napkin(c, x, y, w, h, rot, { color = "#f4ede2", stripe = "#c2410c", stripes = 2 } = {}) {
  let s = `<rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="${c.lin(
    [
      [0, lighten(color, 0.3)],
      [1, darken(color, 0.06)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  for (let i = 0; i < stripes; i++)
    s += `<rect x="0" y="${f(h * 0.08 + i * 20)}" width="${w}" height="8" fill="${stripe}" opacity="0.85"/>`;
  for (let i = 0; i < stripes; i++)
    s += `<rect x="0" y="${f(h * 0.92 - i * 20 - 8)}" width="${w}" height="8" fill="${stripe}" opacity="0.85"/>`;
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
function leaf(
  c,
  x,
  y,
  L,
  rot,
  { kind = "basil", w = 0.36, round = 0.5, veins = 4, shadow = true, cup = 0.5 } = {},
) {
  const [lt, md, dk] = GREENS[kind] || kind;
  const Wd = L * w;
  const d = leafD(L, Wd, { round });
  let s = `<path d="${d}" fill="${c.lin(
    [
      [0, lt],
      [0.55, md],
      [1, dk],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
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
function herbFlecks(
  c,
  pts,
  { size = 7, colors = ["#3f7a22", "#5c9a2e", "#2f5f1a", "#77b043"], shadow = true } = {},
) {
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
    s += `<path d="${blob(c, lx, ly, s0 * 0.42, s0 * 0.36, { n: 9, jit: 0.2, rot: a })}" fill="${c.rad(
      [
        [0, lt],
        [1, md],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`;
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
function citrus(c, x, y, r, rot = 0, { kind = "lemon", half = false, semi = false } = {}) {
  const P = {
    lemon: {
      peel: ["#ffe45c", "#f2c21b", "#c98f0b"],
      pith: "#fff8d9",
      flesh: ["#fff1a6", "#ffd84a"],
    },
    lime: {
      peel: ["#8cc63f", "#4f9a24", "#2f6a14"],
      pith: "#eef7d2",
      flesh: ["#e4f5a8", "#b5dc5a"],
    },
    orange: {
      peel: ["#ffb347", "#f28c1b", "#c0600b"],
      pith: "#fff1dc",
      flesh: ["#ffc46b", "#f59222"],
    },
  }[kind];
  let s = `<circle r="${f(r)}" fill="${c.rad(
    [
      [0, P.peel[0]],
      [0.75, P.peel[1]],
      [1, P.peel[2]],
    ],
    0.4,
    0.38,
    0.65,
  )}"/>`;
  if (half)
    s += `<circle r="${f(r * 0.98)}" fill="none" stroke="${darken(P.peel[2], 0.1)}" stroke-width="${f(r * 0.04)}" opacity="0.4"/>`;
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
    s += `<path d="${d}" fill="${c.rad(
      [
        [0, P.flesh[0]],
        [1, P.flesh[1]],
      ],
      0.5,
      0.5,
      0.6,
    )}" stroke="${P.flesh[1]}" stroke-width="${f(r * 0.03)}" stroke-linejoin="round"/>`;
    for (let k = 0; k < 3; k++) {
      const a = rad(c.r(a0 + 5, a1 - 5));
      const rr = c.r(r0 + r * 0.12, r1 - r * 0.08);
      s += `<ellipse cx="${f(Math.cos(a) * rr)}" cy="${f(Math.sin(a) * rr)}" rx="${f(r * 0.07)}" ry="${f(r * 0.025)}" transform="rotate(${f(deg(a))} ${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)})" fill="#fff" opacity="0.45"/>`;
    }
  }
  s += `<circle r="${f(r * 0.09)}" fill="${P.pith}"/>`;
  s += `<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.35)}" ry="${f(r * 0.18)}" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.35)})" fill="#fff" opacity="0.3" filter="${c.blur(f(r * 0.06))}"/>`;
  if (semi) {
    s = g(
      `clip-path="${c.clip(`<rect x="${f(-r * 1.1)}" y="${f(-r * 1.1)}" width="${f(r * 2.2)}" height="${f(r * 1.1)}"/>`)}"`,
      s,
    );
    s += `<rect x="${f(-r)}" y="${f(-r * 0.06)}" width="${f(r * 2)}" height="${f(r * 0.06)}" fill="${P.peel[1]}" opacity="0.6"/>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(r * 0.06), f(r * 0.09), f(r * 0.07), 0.4)}">${s}</g>`;
}

/** Citrus wedge: a half-moon slice. */
function citrusWedge(c, x, y, L, rot, kind = "lime") {
  return citrus(c, x, y, L * 0.5, rot, { kind, semi: true });
}

function cherryTomato(c, x, y, r, { calyx = true, rot = 0 } = {}) {
  let s = `<circle r="${f(r)}" fill="${c.rad(
    [
      [0, "#ff8a6a"],
      [0.35, "#ef3b24"],
      [0.85, "#c01f12"],
      [1, "#8e140a"],
    ],
    0.38,
    0.36,
    0.66,
    0.3,
    0.28,
  )}"/>`;
  s += `<ellipse cx="${f(-r * 0.38)}" cy="${f(-r * 0.4)}" rx="${f(r * 0.22)}" ry="${f(r * 0.13)}" transform="rotate(-40 ${f(-r * 0.38)} ${f(-r * 0.4)})" fill="#fff" opacity="0.75" filter="${c.blur(f(r * 0.05))}"/>`;
  if (calyx) {
    let cal = "";
    for (let i = 0; i < 5; i++) {
      const a = rot + i * 72 + c.r(-10, 10);
      cal += `<g transform="rotate(${f(a)})"><path d="${leafD(r * 0.55, r * 0.1, { round: 0.1 })}" fill="${c.lin(
        [
          [0, "#7aa63a"],
          [1, "#3d6a1c"],
        ],
      )}"/></g>`;
    }
    cal += `<circle r="${f(r * 0.12)}" fill="#4d7a22"/>`;
    s += g(
      `transform="translate(${f(r * 0.05)} ${f(-r * 0.02)})" filter="${c.shadow(1, 2, 1.5, 0.35)}"`,
      cal,
    );
  }
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.08), f(r * 0.13), f(r * 0.1), 0.45)}">${s}</g>`;
}

function tomatoSlice(c, x, y, r, rot = 0) {
  let s = `<path d="${blob(c, 0, 0, r, r * 0.96, { n: 10, jit: 0.03 })}" fill="${c.rad(
    [
      [0, "#e8432a"],
      [0.9, "#cf2d18"],
      [1, "#9e190b"],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  s += `<circle r="${f(r * 0.84)}" fill="${c.rad(
    [
      [0, "#f26448"],
      [1, "#e23b24"],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  const n = c.ri(4, 5);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360 + rot + c.r(-8, 8);
    const cx = Math.cos(rad(a)) * r * 0.47;
    const cy = Math.sin(rad(a)) * r * 0.47;
    s += `<path d="${blob(c, cx, cy, r * 0.27, r * 0.2, { n: 8, jit: 0.12, rot: a })}" fill="${c.rad(
      [
        [0, "#ffc2a6"],
        [0.6, "#f7896a"],
        [1, "#ee5f42"],
      ],
    )}" opacity="0.92"/>`;
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
function egg(
  c,
  x,
  y,
  r,
  { whiteTint = "#fffdf7", yolk = 0.36, runny = false, edge = "#efe6d6" } = {},
) {
  let s = `<path d="${blob(c, 0, 0, r, r * c.r(0.85, 1), { n: 11, jit: 0.14, rot: c.r(0, 180) })}" fill="${c.rad(
    [
      [0, "#ffffff"],
      [0.55, whiteTint],
      [0.85, mix(whiteTint, edge, 0.4)],
      [1, edge],
    ],
    0.47,
    0.45,
    0.52,
  )}"/>`;
  s += `<path d="${blob(c, r * 0.05, r * 0.05, r * 0.7, r * 0.6, { n: 9, jit: 0.1 })}" fill="#fff" opacity="0.5" filter="${c.blur(f(r * 0.08))}"/>`;
  const yr = r * yolk;
  s += `<circle cx="${f(r * 0.05)}" cy="${f(r * 0.02)}" r="${f(yr * 1.12)}" fill="#fff3cf" opacity="0.8" filter="${c.blur(f(yr * 0.12))}"/>`;
  s += `<circle cx="${f(r * 0.05)}" cy="${f(r * 0.02)}" r="${f(yr)}" fill="${c.rad(
    [
      [0, "#ffd54a"],
      [0.55, "#ffaa0d"],
      [1, "#e17a00"],
    ],
    0.42,
    0.4,
    0.65,
    0.35,
    0.32,
  )}"/>`;
  s += `<ellipse cx="${f(r * 0.05 - yr * 0.35)}" cy="${f(r * 0.02 - yr * 0.38)}" rx="${f(yr * 0.32)}" ry="${f(yr * 0.18)}" transform="rotate(-35 ${f(r * 0.05 - yr * 0.35)} ${f(r * 0.02 - yr * 0.38)})" fill="#fff" opacity="0.85" filter="${c.blur(f(yr * 0.06))}"/>`;
  if (runny) {
    s += `<path d="M${f(r * 0.05 + yr * 0.6)} ${f(yr * 0.6)}Q${f(r * 0.6)} ${f(r * 0.7)} ${f(r * 0.35)} ${f(r * 0.95)}Q${f(r * 0.15)} ${f(r * 0.8)} ${f(r * 0.05)} ${f(yr * 0.9)}Z" fill="${c.lin(
      [
        [0, "#ffae1a"],
        [1, "#f59e0b"],
      ],
    )}"/>`;
  }
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.03), f(r * 0.05), f(r * 0.05), 0.3)}">${s}</g>`;
}

function pepperFlecks(c, pts, { color = "#2a1d14", size = 2.2 } = {}) {
  return pts
    .map(
      ([x, y]) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * c.r(0.5, 1.2))}" fill="${color}" opacity="${f(c.r(0.6, 0.95) * 100) / 100}"/>`,
    )
    .join("");
}

function chiliFlakes(c, pts, size = 5) {
  return pts
    .map(
      ([x, y]) =>
        `<path d="${blob(c, x, y, size * c.r(0.5, 1.1), size * c.r(0.3, 0.6), { n: 5, jit: 0.4, rot: c.r(0, 180) })}" fill="${c.pick(["#b91c1c", "#dc2626", "#9f1d12", "#e85d2a"])}"/>`,
    )
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
  if (stem)
    s += `<path d="M${f(-r * 0.2)} ${f(r * 0.3)}L${f(-r * 0.15)} ${f(r * 1.25)}Q0 ${f(r * 1.4)} ${f(r * 0.15)} ${f(r * 1.25)}L${f(r * 0.25)} ${f(r * 0.3)}Z" fill="${c.lin(
      [
        [0, "#b7d18a"],
        [0.5, "#8fb45c"],
        [1, "#6e9440"],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
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
    s += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}" fill="${c.rad(
      [
        [0, col[0]],
        [0.7, col[1]],
        [1, col[2]],
      ],
      0.38,
      0.36,
      0.65,
    )}"/>`;
  }
  s += g(
    `clip-path="${c.clip(bumps.map(([bx, by, br]) => `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}"/>`).join(""))}"`,
    noiseRect(
      c,
      { freq: 0.35, k: 4, b: -2.3, color: [0.55, 0.75, 0.3], oct: 1, seed: 71 },
      -r * 1.2,
      -r * 1.2,
      r * 2.4,
      r * 2.4,
      0.7,
    ),
  );
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(r * 0.08), f(r * 0.12), f(r * 0.1), 0.45)}">${s}</g>`;
}

function garlicClove(c, x, y, L, rot) {
  const d = `M0 0C${f(L * 0.1)} ${f(-L * 0.45)} ${f(L * 0.8)} ${f(-L * 0.4)} ${f(L)} ${f(-L * 0.05)}C${f(L * 0.85)} ${f(L * 0.15)} ${f(L * 0.3)} ${f(L * 0.2)} 0 0Z`;
  let s = `<path d="${d}" fill="${c.lin([
    [0, "#fffaf0"],
    [0.6, "#f1e6cf"],
    [1, "#d8c6a2"],
  ])}"/>`;
  s += `<path d="M${f(L * 0.1)} ${f(-L * 0.15)}Q${f(L * 0.5)} ${f(-L * 0.3)} ${f(L * 0.9)} ${f(-L * 0.08)}" stroke="#c9b48e" stroke-width="1" fill="none" opacity="0.6"/>`;
  s += `<path d="M${f(L)} ${f(-L * 0.05)}l${f(L * 0.08)} ${f(-L * 0.04)}" stroke="#b79a6a" stroke-width="${f(L * 0.05)}" stroke-linecap="round"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.35)}">${s}</g>`;
}

function garlicBulb(c, x, y, r) {
  let s = "";
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * 360;
    s += `<ellipse cx="${f(Math.cos(rad(a)) * r * 0.38)}" cy="${f(Math.sin(rad(a)) * r * 0.38)}" rx="${f(r * 0.55)}" ry="${f(r * 0.45)}" transform="rotate(${f(a)} ${f(Math.cos(rad(a)) * r * 0.38)} ${f(Math.sin(rad(a)) * r * 0.38)})" fill="${c.rad(
      [
        [0, "#fffdf6"],
        [0.7, "#efe3ca"],
        [1, "#c8b088"],
      ],
      0.4,
      0.35,
      0.7,
    )}" stroke="#c9b089" stroke-width="1.2"/>`;
  }
  s += `<circle r="${f(r * 0.18)}" fill="#b9a074"/>`;
  for (let i = 0; i < 7; i++) {
    const a = rad((i / 7) * 360 + 25);
    s += `<path d="M0 0Q${f(Math.cos(a) * r * 0.5)} ${f(Math.sin(a) * r * 0.4)} ${f(Math.cos(a) * r * 0.9)} ${f(Math.sin(a) * r * 0.9)}" stroke="#a98e63" stroke-width="1.2" fill="none" opacity="0.5"/>`;
  }
  return `<g ${tr(x, y)} filter="${c.shadow(4, 7, 6, 0.4)}">${s}</g>`;
}

function blueberry(c, x, y, r) {
  let s = `<circle r="${f(r)}" fill="${c.rad(
    [
      [0, "#6f7fc0"],
      [0.45, "#3b3f86"],
      [1, "#1c1d4a"],
    ],
    0.4,
    0.36,
    0.65,
  )}"/>`;
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
  let s = `<path d="${blob(c, 0, 0, r, r * 0.92, { n: 8, jit: 0.07 })}" fill="${c.rad(
    [
      [0, "#fbe8b8"],
      [0.6, "#e2bf78"],
      [1, "#b98d45"],
    ],
    0.4,
    0.36,
    0.65,
  )}"/>`;
  const a = c.r(0, 360);
  s += `<path d="M${f(Math.cos(rad(a)) * r * 0.2)} ${f(Math.sin(rad(a)) * r * 0.2)}Q${f(Math.cos(rad(a + 30)) * r * 0.8)} ${f(Math.sin(rad(a + 30)) * r * 0.8)} ${f(Math.cos(rad(a + 60)) * r * 0.85)} ${f(Math.sin(rad(a + 60)) * r * 0.85)}" stroke="#a8803c" stroke-width="${f(r * 0.1)}" fill="none" opacity="0.6"/>`;
  s += `<ellipse cx="${f(-r * 0.35)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.25)}" ry="${f(r * 0.15)}" transform="rotate(-40 ${f(-r * 0.35)} ${f(-r * 0.35)})" fill="#fff" opacity="0.6"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.12), f(r * 0.16), f(r * 0.14), 0.45)}">${s}</g>`;
}

/** Many rice grains inside an ellipse, over a base. */
function riceBed(
  c,
  cx,
  cy,
  rx,
  ry,
  { n = 600, tone = "#fbf8ef", shade = "#e4dccb", len = 9, avoid = null } = {},
) {
  let s = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${c.rad(
    [
      [0, "#ffffff"],
      [0.7, tone],
      [1, shade],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  for (const [x, y] of scatter(c, n, cx, cy, rx * 0.98, ry * 0.98, { avoid })) {
    const a = c.r(0, 180);
    const l = len * c.r(0.8, 1.15);
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(l)}" ry="${f(l * 0.36)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})" fill="${c.pick([tone, "#ffffff", mix(tone, shade, 0.4)])}" stroke="${shade}" stroke-width="0.9"/>`;
  }
  return s;
}

/** Avocado slices fanned out in parallel (skin edge on one side). */
function avocadoFan(c, x, y, L, rot, { n = 6, spread = 9 } = {}) {
  let s = "";
  const step = L * 0.13 * (spread / 9);
  for (let i = n - 1; i >= 0; i--) {
    const d = `M0 0C${f(L * 0.25)} ${f(-L * 0.2)} ${f(L * 0.75)} ${f(-L * 0.2)} ${f(L)} 0C${f(L * 0.75)} ${f(-L * 0.07)} ${f(L * 0.25)} ${f(-L * 0.07)} 0 0Z`;
    s += `<g transform="translate(${f(i * step * 0.35)} ${f(i * step)})"><path d="${d}" fill="${c.lin(
      [
        [0, "#2f4a10"],
        [0.12, "#6f9a2a"],
        [0.4, "#b8d462"],
        [1, "#eef0a8"],
      ],
    )}" filter="${c.shadow(2, 3, 3, 0.35)}"/>`;
    s += `<path d="M${f(L * 0.1)} ${f(-L * 0.1)}C${f(L * 0.35)} ${f(-L * 0.16)} ${f(L * 0.65)} ${f(-L * 0.16)} ${f(L * 0.9)} ${f(-L * 0.06)}" stroke="#fff" stroke-width="${f(L * 0.018)}" fill="none" opacity="0.45"/></g>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 5, 0.3)}">${s}</g>`;
}

function mozzarella(c, x, y, r) {
  let s = `<path d="${blob(c, 0, 0, r, r * 0.93, { n: 10, jit: 0.08 })}" fill="${c.rad(
    [
      [0, "#ffffff"],
      [0.6, "#fbf7ec"],
      [0.9, "#efe7d6"],
      [1, "#ddd2bb"],
    ],
    0.45,
    0.42,
    0.55,
  )}"/>`;
  s += `<ellipse cx="${f(-r * 0.25)}" cy="${f(-r * 0.3)}" rx="${f(r * 0.4)}" ry="${f(r * 0.2)}" transform="rotate(-35 ${f(-r * 0.25)} ${f(-r * 0.3)})" fill="#fff" opacity="0.8" filter="${c.blur(f(r * 0.08))}"/>`;
  for (let i = 0; i < 5; i++)
    s += `<circle cx="${f(c.r(-r * 0.6, r * 0.6))}" cy="${f(c.r(-r * 0.6, r * 0.6))}" r="${f(c.r(1, 3))}" fill="#e3d7bd" opacity="0.7"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(f(r * 0.05), f(r * 0.08), f(r * 0.06), 0.35)}">${s}</g>`;
}

/** Crumbled white cheese (feta). */
function feta(c, pts, size = 14) {
  let s = "";
  for (const [x, y] of pts) {
    const r = size * c.r(0.5, 1.1);
    s += `<path d="${blob(c, x, y, r, r * c.r(0.7, 1), { n: 6, jit: 0.25, rot: c.r(0, 180) })}" fill="${c.rad(
      [
        [0, "#ffffff"],
        [1, "#ece6d8"],
      ],
      0.35,
      0.3,
      0.7,
    )}" stroke="#ddd3bf" stroke-width="0.8"/>`;
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
  const body = tube(
    pts,
    (t) =>
      width *
      (0.35 + 0.75 * Math.sin(Math.PI * Math.min(1, t * 1.05))) *
      (0.75 + 0.35 * Math.sin(t * 23 + ph)),
  );
  return (
    `<path d="${body}" fill="${color}" opacity="0.45" transform="scale(1)" filter="${c.blur(f(width * 0.45))}"/>` +
    `<path d="${body}" fill="#000" opacity="0.12" transform="translate(2 3)" filter="${c.blur(2.5)}"/>` +
    `<path d="${body}" fill="${c.rad(
      [
        [0, "#ffffff"],
        [1, color],
      ],
      0.4,
      0.4,
      0.6,
    )}" opacity="0.95" filter="${c.blur(0.8)}"/>` +
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
    .map(
      ([x, y]) =>
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * c.r(0.6, 1.4))}" ry="${f(size * c.r(0.15, 0.35))}" transform="rotate(${f(c.r(-50, -20))} ${f(x)} ${f(y)})" fill="#fff" opacity="${op}" filter="${c.blur(f(size * 0.15))}"/>`,
    )
    .join("");
}

/** A slice of rustic bread / toast from above. */
function breadSlice(c, x, y, w, rot, { crumb = "#f1d9a4", crust = "#9a5a22", toast = 0.4 } = {}) {
  const h = w * 0.82;
  const d = `M${f(-w * 0.5)} ${f(h * 0.35)}C${f(-w * 0.56)} ${f(-h * 0.05)} ${f(-w * 0.56)} ${f(-h * 0.5)} ${f(-w * 0.2)} ${f(-h * 0.52)}C${f(-w * 0.02)} ${f(-h * 0.54)} ${f(w * 0.02)} ${f(-h * 0.54)} ${f(w * 0.2)} ${f(-h * 0.52)}C${f(w * 0.56)} ${f(-h * 0.5)} ${f(w * 0.56)} ${f(-h * 0.05)} ${f(w * 0.5)} ${f(h * 0.35)}Q${f(w * 0.48)} ${f(h * 0.5)} ${f(w * 0.3)} ${f(h * 0.5)}L${f(-w * 0.3)} ${f(h * 0.5)}Q${f(-w * 0.48)} ${f(h * 0.5)} ${f(-w * 0.5)} ${f(h * 0.35)}Z`;
  let s = `<path d="${d}" fill="${crust}"/>`;
  const inner = `<path d="${d}" transform="scale(0.9)" fill="${c.rad(
    [
      [0, lighten(crumb, 0.2)],
      [0.7, crumb],
      [1, mix(crumb, crust, toast)],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  s += g(
    `filter="${c.grain({ freq: 0.18, k: 3.2, b: -1.9, color: noise01(darken(crumb, 0.35)), oct: 2, seed: c.ri(1, 50) })}"`,
    inner,
  );
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
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${c.rad(
        [
          [0, lighten(color, 0.15)],
          [1, darken(color, 0.25)],
        ],
        0.4,
        0.4,
        0.6,
      )}"/>` +
      `<ellipse cx="${f(cx - rr * 0.3)}" cy="${f(cy - rr * 0.35)}" rx="${f(rr * 0.35)}" ry="${f(rr * 0.12)}" transform="rotate(-30 ${f(cx - rr * 0.3)} ${f(cy - rr * 0.35)})" fill="#fff" opacity="0.4" filter="${c.blur(f(rr * 0.05))}"/>` +
      extra,
    { outer, rim: 0.16, fill: 0.92, shadow: 0.9 },
  );
}

function crouton(c, x, y, sz, rot) {
  let s = `<rect x="${f(-sz / 2)}" y="${f(-sz / 2)}" width="${f(sz)}" height="${f(sz)}" rx="${f(sz * 0.2)}" fill="${c.rad(
    [
      [0, "#f6d58e"],
      [0.6, "#dca456"],
      [1, "#a8692a"],
    ],
    0.4,
    0.4,
    0.7,
  )}" filter="${c.grain({ freq: 0.3, k: 3, b: -1.8, color: [0.55, 0.33, 0.12], oct: 2, seed: 13 })}"/>`;
  s += `<rect x="${f(-sz * 0.35)}" y="${f(-sz * 0.35)}" width="${f(sz * 0.5)}" height="${f(sz * 0.2)}" rx="${f(sz * 0.1)}" fill="#fff" opacity="0.25"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(sz * 0.08), f(sz * 0.12), f(sz * 0.1), 0.45)}">${s}</g>`;
}

function pepita(c, x, y, L, rot) {
  const d = `M0 0C${f(L * 0.2)} ${f(-L * 0.32)} ${f(L * 0.8)} ${f(-L * 0.3)} ${f(L)} 0C${f(L * 0.8)} ${f(L * 0.3)} ${f(L * 0.2)} ${f(L * 0.32)} 0 0Z`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(1.5, 2.5, 1.5, 0.4)}"><path d="${d}" fill="${c.lin(
    [
      [0, "#a6c36a"],
      [0.5, "#6f9a3a"],
      [1, "#4d7226"],
    ],
  )}" stroke="#c9d9a0" stroke-width="1.6"/></g>`;
}

/** Golden flatbread / naan. */
function naan(c, x, y, rx, ry, rot) {
  let s = `<path d="${blob(c, 0, 0, rx, ry, { n: 12, jit: 0.06 })}" fill="${c.rad(
    [
      [0, "#f6d594"],
      [0.6, "#e2a95a"],
      [1, "#a86a2a"],
    ],
    0.45,
    0.42,
    0.62,
  )}" filter="${c.grain({ freq: 0.05, k: 1.4, b: -0.75, color: [0.5, 0.26, 0.08], oct: 3, seed: 17 })}"/>`;
  for (let i = 0; i < 16; i++) {
    const px = c.r(-rx * 0.75, rx * 0.75);
    const py = c.r(-ry * 0.65, ry * 0.65);
    const r = c.r(6, 16);
    s += `<path d="${blob(c, px, py, r * 2, r * 1.5, { n: 7, jit: 0.25 })}" fill="#fbe6b0" opacity="0.5" filter="${c.blur(f(r * 0.5))}"/>`;
    s += `<path d="${blob(c, px + r * 0.3, py + r * 0.3, r * 1.3, r * 0.8, { n: 7, jit: 0.35, rot: c.r(0, 180) })}" fill="#8a4212" opacity="${f(c.r(0.35, 0.6) * 100) / 100}" filter="${c.blur(f(r * 0.35))}"/>`;
    s += `<path d="${blob(c, px + r * 0.4, py + r * 0.3, r * 0.5, r * 0.35, { n: 6, jit: 0.35 })}" fill="#3a1604" opacity="0.7" filter="${c.blur(1.5)}"/>`;
  }
  s += sheen(c, scatter(c, 5, -rx * 0.2, -ry * 0.2, rx * 0.5, ry * 0.5), { size: 40, op: 0.25 });
  s += herbFlecks(c, scatter(c, 40, 0, 0, rx * 0.8, ry * 0.75), { size: 4, shadow: false });
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
  let s = `<path d="${shape}" fill="${c.lin([
    [0, "#f3dca8"],
    [1, "#caa063"],
  ])}"/>`;
  s += `<path d="${shape}" transform="translate(${f(L * 0.01)} 0) scale(0.93)" fill="${c.rad(
    [
      [0, "#ffbe5c"],
      [0.7, "#f79a2a"],
      [1, "#e68318"],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  s += `<path d="${blob(c, -L * 0.1, 0, L * 0.17, L * 0.16, { n: 10, jit: 0.08 })}" fill="${c.rad([
    [0, "#f9d996"],
    [1, "#eeae4a"],
  ])}"/>`;
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
  let s = `<path d="${blob(c, 0, 0, r, r * c.r(0.65, 0.85), { n: 8, jit: 0.16, rot })}" fill="${c.rad(
    [
      [0, lighten(base, 0.3)],
      [0.6, base],
      [1, dark],
    ],
    0.4,
    0.38,
    0.65,
  )}" filter="${c.grain({ freq: 0.12, k: 2.8, b: -1.6, color: noise01(darken(dark, 0.3)), oct: 2, seed: 19 })}"/>`;
  if (glaze)
    s += `<ellipse cx="${f(-r * 0.25)}" cy="${f(-r * 0.3)}" rx="${f(r * 0.4)}" ry="${f(r * 0.16)}" transform="rotate(-30 ${f(-r * 0.25)} ${f(-r * 0.3)})" fill="#fff" opacity="${glaze}" filter="${c.blur(f(r * 0.06))}"/>`;
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
      let t = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.rad(
        [
          [0, "#e0502f"],
          [0.6, "#c2341c"],
          [1, "#8c1e0f"],
        ],
        0.45,
        0.45,
        0.6,
      )}" filter="${c.grain({ freq: 0.035, k: 2.6, b: -1.25, color: noise01("#7a160a"), oct: 3, seed: 5 })}"/>`;
      t += noiseRect(
        c,
        { freq: 0.06, k: 3, b: -1.9, color: noise01("#f07a4e"), oct: 2, seed: 8 },
        cx - r,
        cy - r,
        2 * r,
        2 * r,
        0.6,
      );
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
      for (const [x, y] of eggs)
        t += egg(c, x, y, r * c.r(0.22, 0.25), { edge: "#f2c9b0", yolk: 0.4 });
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
    (cx, cy, r) =>
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#f4efe4"/>` +
      feta(c, scatter(c, 26, cx, cy, r * 0.85), 16),
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
    s += leaf(
      c,
      cx + Math.cos(b) * 255 * 1.18,
      cy + Math.sin(b) * 225,
      c.r(58, 72),
      deg(b) + c.r(-30, 30),
      { kind: "basil" },
    );
  }
  // centre: basil bouquet and halved cherry tomatoes
  s += leaf(c, cx - 10, cy + 10, 110, 200, { kind: "basil" });
  s += leaf(c, cx + 10, cy + 5, 120, 15, { kind: "basil" });
  s += leaf(c, cx, cy - 10, 95, -95, { kind: "basil" });
  s += leaf(c, cx + 5, cy + 10, 90, 110, { kind: "basil" });
  s += cherryTomato(c, cx - 55, cy + 40, 34);
  s += cherryTomato(c, cx + 60, cy - 30, 31);
  s += mozzarella(c, cx + 20, cy + 55, 30);
  // balsamic glaze pearls
  for (const [x, y] of scatter(c, 12, cx, cy, 300, 220)) {
    const r = c.r(3, 5.5);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#2e140b" opacity="0.9"/><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.3)}" fill="#fff" opacity="0.6"/>`;
  }
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
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.rad(
      [
        [0, cols[0]],
        [0.6, cols[1]],
        [1, cols[2]],
      ],
      0.45,
      0.45,
      0.6,
    )}"/>` +
    noiseRect(
      c,
      { freq: 0.018, k: 1.3, b: -0.62, color: noise01(grainCol), oct: 3, seed: 23 },
      cx - r,
      cy - r,
      2 * r,
      2 * r,
      0.8,
    ) +
    noiseRect(
      c,
      { freq: 0.025, k: 1.3, b: -0.66, color: noise01(lighten(cols[0], 0.3)), oct: 2, seed: 24 },
      cx - r,
      cy - r,
      2 * r,
      2 * r,
      0.8,
    ) +
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
      t += creamSwirl(c, cx + 10, cy + 5, r * 0.62, {
        turns: 2.1,
        width: 11,
        color: "#fff6ea",
        rot: 30,
      });
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
      t += creamSwirl(c, cx - 20, cy + 10, r * 0.55, {
        turns: 1.5,
        width: 8,
        color: "#fff8ec",
        rot: 200,
      });
      t += oilDrops(c, scatter(c, 16, cx, cy, r * 0.85), { color: "#7a8a22", size: 8, op: 0.45 });
      for (const [x, y] of scatter(c, 22, cx + 30, cy - 30, r * 0.45))
        t += pepita(c, x, y, c.r(22, 28), c.r(0, 360));
      t += leaf(c, cx + r * 0.15, cy - r * 0.25, 80, -30, {
        kind: "sage",
        w: 0.3,
        round: 0.3,
        cup: 0.3,
      });
      t += leaf(c, cx + r * 0.1, cy - r * 0.2, 70, 60, {
        kind: "sage",
        w: 0.3,
        round: 0.3,
        cup: 0.3,
      });
      t += pepperFlecks(c, scatter(c, 60, cx, cy, r * 0.9), { size: 2 });
      return t;
    },
    {
      outer: "#3b3a37",
      outerEdge: "#1d1c1a",
      inner: "#55524c",
      innerDark: "#24221f",
      speckle: 0.6,
    },
  );
  for (const [x, y] of scatter(c, 9, 990, 720, 120, 80))
    s += pepita(c, x, y, c.r(24, 30), c.r(0, 360));
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
      let t = soupBase(c, cx, cy, r, ["#f29a3a", "#d9691c", "#a8420e"], "#9c3a0a");
      t += noiseRect(
        c,
        { freq: 0.05, k: 3, b: -1.9, color: noise01("#c9451a"), oct: 2, seed: 29 },
        cx - r,
        cy - r,
        2 * r,
        2 * r,
        0.6,
      );
      for (const [x, y] of scatter(c, 6, cx, cy, r * 0.75))
        t += leaf(c, x, y, c.r(70, 95), c.r(0, 360), {
          kind: "spinach",
          w: 0.45,
          round: 0.7,
          cup: 0.6,
        });
      for (const [x, y] of scatter(c, 80, cx, cy, r * 0.92)) t += chickpea(c, x, y, c.r(17, 21));
      t += creamSwirl(c, cx + 15, cy - 10, r * 0.55, {
        turns: 0.9,
        width: 9,
        color: "#fff5e6",
        rot: 100,
      });
      for (const [x, y] of scatter(c, 6, cx, cy, r * 0.8)) t += chiliRing(c, x, y, c.r(9, 12));
      for (const [x, y] of scatter(c, 7, cx, cy, r * 0.7))
        t += cilantro(c, x, y, c.r(24, 32), c.r(0, 360));
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
    (cx, cy, r) =>
      riceBed(c, cx, cy, r, r, { n: 380, len: 8 }) +
      herbFlecks(c, scatter(c, 6, cx, cy, r * 0.6), { size: 5 }),
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
      for (const [x, y] of scatter(c, 12, cx, cy, r * 0.8))
        t += meatChunk(c, x, y, c.r(26, 36), {
          base: "#f3e4c8",
          dark: "#c9a877",
          rot: c.r(0, 180),
        });
      for (const [x, y] of scatter(c, 5, cx, cy, r * 0.8)) {
        const rr = c.r(22, 28);
        t += `<g filter="${c.shadow(2, 3, 3, 0.35)}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="#6f9a3a"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(rr * 0.85)}" fill="${c.rad(
          [
            [0, "#f5f3da"],
            [1, "#d9dba6"],
          ],
        )}"/>${pepperFlecks(c, scatter(c, 10, x, y, rr * 0.5), { color: "#a89a5a", size: 2 })}</g>`;
      }
      for (let i = 0; i < 6; i++) {
        const x = cx + c.r(-r * 0.6, r * 0.6);
        const y = cy + c.r(-r * 0.6, r * 0.6);
        const L = c.r(60, 90);
        const a = c.r(0, 360);
        t += `<g ${tr(x, y, a)} filter="${c.shadow(2, 3, 2, 0.35)}"><path d="M0 -6Q${f(L / 2)} -11 ${f(L)} -3L${f(L)} 3Q${f(L / 2)} 9 0 6Z" fill="${c.lin(
          [
            [0, "#f0463a"],
            [1, "#a8140f"],
          ],
        )}"/><path d="M4 -4Q${f(L / 2)} -8 ${f(L - 4)} -2" stroke="#fff" stroke-width="2" fill="none" opacity="0.45"/></g>`;
      }
      for (const [x, y] of scatter(c, 6, cx, cy, r * 0.75))
        t += leaf(c, x, y, c.r(55, 70), c.r(0, 360), {
          kind: ["#5f9a3a", "#2f6a1e", "#1c4512"],
          w: 0.3,
          round: 0.3,
        });
      t += leaf(c, cx + r * 0.2, cy - r * 0.3, 90, -70, {
        kind: ["#6f9a3a", "#3c6e22", "#244a14"],
        w: 0.28,
        round: 0.2,
        veins: 0,
      });
      return t;
    },
    {
      outer: "#2f3540",
      outerEdge: "#15181d",
      inner: "#3d4450",
      innerDark: "#1a1e24",
      speckle: 0.5,
    },
  );
  s += citrus(c, 1060, 760, 70, 20, { kind: "lime", half: true });
  s += citrusWedge(c, 960, 830, 120, -10, "lime");
  for (let i = 0; i < 3; i++) {
    s += `<g ${tr(1000 + i * 40, 120 + i * 30, 70 + i * 8)} filter="${c.shadow(4, 6, 4, 0.4)}"><path d="M0 -9Q70 -14 140 -6L150 0L140 6Q70 14 0 9Z" fill="${c.lin(
      [
        [0, "#f45a3a"],
        [1, "#b3150f"],
      ],
    )}"/><path d="M0 -6L-18 -3L-20 3L0 6Z" fill="#4f7a22"/></g>`;
  }
  s += leaf(c, 1120, 420, 100, 150, {
    kind: ["#7fa63a", "#4a7a22", "#2c5214"],
    w: 0.32,
    round: 0.3,
  });
  return s + finish(c);
}

/** Whole roast chicken from above, legs toward +y. */
function roastChicken(c, x, y, sc, rot) {
  const skin = (light, mid, dark) =>
    c.rad(
      [
        [0, light],
        [0.5, mid],
        [1, dark],
      ],
      0.4,
      0.35,
      0.6,
    );
  const grain = c.grain({
    freq: 0.045,
    k: 1.5,
    b: -0.72,
    color: [0.36, 0.12, 0.02],
    oct: 3,
    seed: 37,
  });
  const gold = ["#e8a24a", "#b9601c", "#5e2608"];
  let s = "";
  // wings
  for (const sg of [-1, 1])
    s += `<path d="${blob(c, sg * 150, -95, 80, 55, { n: 9, jit: 0.1, rot: sg * 35 })}" fill="${skin("#e3a04c", "#b25f1e", "#5e260a")}" filter="${grain}"/>`;
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
  for (const sg of [-1, 1])
    s += `<ellipse cx="${sg * 70}" cy="-40" rx="60" ry="110" fill="#ffd89a" opacity="0.18" filter="${c.blur(18)}"/>`;
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
    s += `<ellipse cx="${sg * 30}" cy="312" rx="20" ry="16" fill="${c.rad([
      [0, "#fff8e8"],
      [1, "#d8c4a0"],
    ])}"/>`;
  }
  s += `<path d="M-40 300Q0 280 40 300" stroke="#f3ead8" stroke-width="5" fill="none" opacity="0.8"/>`;
  for (let i = 0; i < 14; i++) {
    const [px, py] = [c.r(-150, 150), c.r(-180, 240)];
    s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(c.r(10, 26))}" ry="${f(c.r(6, 14))}" fill="#5a2204" opacity="${f(c.r(0.08, 0.2) * 100) / 100}" filter="${c.blur(6)}"/>`;
  }
  s += `<ellipse cx="-70" cy="-110" rx="70" ry="26" transform="rotate(-60 -70 -110)" fill="#fff8e0" opacity="0.55" filter="${c.blur(9)}"/>`;
  s += `<ellipse cx="60" cy="-120" rx="55" ry="18" transform="rotate(-70 60 -120)" fill="#fff8e0" opacity="0.4" filter="${c.blur(8)}"/>`;
  for (const sg of [-1, 1])
    s += `<ellipse cx="${sg * 150}" cy="80" rx="40" ry="14" transform="rotate(${sg * 60 - 20} ${sg * 150} 80)" fill="#fff8e0" opacity="0.4" filter="${c.blur(6)}"/>`;
  s += herbFlecks(c, scatter(c, 60, 0, 0, 160, 190), {
    size: 4.5,
    shadow: false,
    colors: ["#3f6a1c", "#56822a", "#2f4f14"],
  });
  s += pepperFlecks(c, scatter(c, 90, 0, 40, 170, 230), { size: 2, color: "#2a1004" });
  s += sesame(c, scatter(c, 50, 0, 0, 160, 200), { size: 2.2, color: "#fffaf0" });
  return `<g ${tr(x, y, rot, sc)} filter="${c.shadow2(1.2, 1.2)}">${s}</g>`;
}

function babyPotato(c, x, y, r, rot) {
  let t = `<path d="${blob(c, 0, 0, r, r * 0.8, { n: 8, jit: 0.08, rot })}" fill="${c.rad([
    [0, "#c89a5a"],
    [1, "#7a4a1c"],
  ])}"/>`;
  t += `<path d="${blob(c, r * 0.05, 0, r * 0.84, r * 0.64, { n: 8, jit: 0.06, rot })}" fill="${c.rad(
    [
      [0, "#fde7a8"],
      [0.55, "#f0c168"],
      [1, "#c4802c"],
    ],
    0.45,
    0.4,
    0.6,
  )}" filter="${c.grain({ freq: 0.12, k: 1.6, b: -0.9, color: [0.55, 0.28, 0.06], oct: 2, seed: 43 })}"/>`;
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
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.4)}"><path d="${tube(pts, [L * 0.09, L * 0.075, L * 0.05, L * 0.02])}" fill="${c.lin(
    [
      [0, "#ffae4a"],
      [0.5, "#e8701a"],
      [1, "#a8420c"],
    ],
  )}"/><path d="M${f(L * 0.1)} ${f(-L * 0.03)}L${f(L * 0.8)} ${f(-L * 0.015)}" stroke="#fff" stroke-width="${f(L * 0.02)}" opacity="0.35" stroke-linecap="round"/>${[0.25, 0.45, 0.65].map((t) => `<path d="M${f(L * t)} ${f(-L * 0.06)}q3 ${f(L * 0.05)} 0 ${f(L * 0.1)}" stroke="#9a3a0a" stroke-width="1.5" fill="none" opacity="0.5"/>`).join("")}</g>`;
}

function drawRoastChicken(c) {
  let s = bgWood(c, "#5a3a25", { n: 5, dir: "h" });
  s += napkin(c, 900, -40, 380, 300, 14, { color: "#e7ddcd", stripe: "#3f6212", stripes: 2 });
  const cx = 580;
  const cy = 460;
  s += `<g transform="translate(${cx} ${cy}) scale(1.28 1)">${plate(c, 0, 0, 345, { base: "#f3ede2", edge: "#c9bca6", wellK: 0.84, band: "#6b8a3a" })}</g>`;
  s += `<path d="${blob(c, cx, cy, 300, 215, { n: 14, jit: 0.08 })}" fill="#d08a2a" opacity="0.4" filter="${c.blur(12)}"/>`;
  s += sheen(c, scatter(c, 10, cx, cy, 300, 200), { size: 30, op: 0.35 });
  s += roastCarrot(c, cx - 390, cy + 90, 210, -75);
  s += roastCarrot(c, cx + 260, cy - 200, 200, -20);
  s += roastCarrot(c, cx + 200, cy + 240, 190, 15);
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

/** A cooked shrimp curled into a C; centre of the curl at (x, y). */
function shrimp(c, x, y, R, rot) {
  const a0 = -40;
  const a1 = 215;
  const pts = arcPts(0, 0, R, a0, a1, 14);
  const wOf = (t) => R * (0.46 - 0.32 * t);
  const body = tube(pts, wOf, { capEnd: false });
  const grad = c.radU(
    [
      [0, "#fff1e6"],
      [0.35, "#ffd2b8"],
      [0.62, "#ff9a6a"],
      [0.85, "#ee6a3a"],
      [1, "#c4401c"],
    ],
    0,
    0,
    R * 1.5,
  );
  let s = `<path d="${body}" fill="${grad}"/>`;
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const a = rad(a0 + (a1 - a0) * t);
    const w = wOf(t);
    const p1 = [Math.cos(a) * (R - w * 0.9), Math.sin(a) * (R - w * 0.9)];
    const p2 = [Math.cos(a) * (R + w * 0.95), Math.sin(a) * (R + w * 0.95)];
    s += `<path d="M${pt(p1)}L${pt(p2)}" stroke="#fff4ea" stroke-width="${f(R * 0.05)}" opacity="0.55"/>`;
    s += `<path d="M${pt(p1)}L${pt(p2)}" stroke="#c4401c" stroke-width="${f(R * 0.02)}" opacity="0.35" transform="translate(${f(R * 0.04)} 0)"/>`;
  }
  const ta = rad(a1);
  const tx = Math.cos(ta) * R;
  const ty = Math.sin(ta) * R;
  const tang = deg(ta) + 90;
  let tail = "";
  for (const sg of [-1, 1])
    tail += `<g transform="rotate(${sg * 28})"><path d="${leafD(R * 0.55, R * 0.16, { round: 0.7 })}" fill="${c.lin(
      [
        [0, "#f07a4a"],
        [0.6, "#d9431e"],
        [1, "#a82a10"],
      ],
      0,
      0,
      1,
      0,
    )}"/></g>`;
  s += `<g ${tr(tx, ty, tang)}>${tail}</g>`;
  s += `<path d="${smoothOpen(arcPts(0, 0, R * 1.2, a0 + 20, a1 - 40, 8))}" stroke="#fff" stroke-width="${f(R * 0.07)}" fill="none" opacity="0.0"/>`;
  s += `<path d="${smoothOpen(arcPts(0, 0, R * 0.92, 150, 200, 5))}" stroke="#fff" stroke-width="${f(R * 0.08)}" fill="none" opacity="0.55" stroke-linecap="round" filter="${c.blur(f(R * 0.03))}"/>`;
  for (let i = 0; i < 3; i++) {
    const a = rad(c.r(a0 + 20, a1 - 40));
    s += `<ellipse cx="${f(Math.cos(a) * R * 1.05)}" cy="${f(Math.sin(a) * R * 1.05)}" rx="${f(R * 0.12)}" ry="${f(R * 0.06)}" fill="#8a3a10" opacity="0.35" filter="${c.blur(3)}"/>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow(f(R * 0.08), f(R * 0.13), f(R * 0.1), 0.45)}">${s}</g>`;
}

/** Twirled nest of long pasta. */
function pastaNest(
  c,
  cx,
  cy,
  R,
  { n = 170, cols = ["#c99a38", "#f2cf6e", "#fff0b8"], width = 9 } = {},
) {
  const strands = [];
  for (let i = 0; i < n; i++) {
    const r0 = R * Math.sqrt(c.r(0.02, 1));
    const a0 = c.r(0, 360);
    const span = c.r(70, 220);
    const wob = c.r(4, 14);
    const ph = c.r(0, 6);
    strands.push({
      r0,
      pts: arcPts(cx, cy, r0, a0, a0 + span, 10, (t) => wob * Math.sin(t * 6 + ph) - r0 * 0.15 * t),
    });
  }
  strands.sort((a, b) => b.r0 - a.r0);
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.95)}" fill="#a87a26" opacity="0.5" filter="${c.blur(10)}"/>`;
  strands.forEach((st, i) => {
    const depth = 1 - i / strands.length;
    const d = smoothOpen(st.pts);
    s += `<path d="${d}" stroke="${mix(cols[0], "#6a4a12", depth * 0.35)}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
    s += `<path d="${d}" stroke="${mix(cols[1], cols[0], depth * 0.4)}" stroke-width="${f(width * 0.62)}" fill="none" stroke-linecap="round"/>`;
    s += `<path d="${d}" stroke="${cols[2]}" stroke-width="${f(width * 0.22)}" fill="none" stroke-linecap="round" opacity="0.7" transform="translate(-1 -1.5)"/>`;
  });
  return s;
}

function drawShrimpPasta(c) {
  let s = bgStone(c, "#3b4555");
  s += napkin(c, 880, 560, 380, 400, -10, { color: "#f3efe7", stripe: "#2f4f7a", stripes: 2 });
  s += fork(c, 980, 700, -60, 380);
  const cx = 540;
  const cy = 450;
  s += plate(c, cx, cy, 350, { base: "#fbfaf7", edge: "#d3cdc2", wellK: 0.72 });
  s += pastaNest(c, cx, cy, 215);
  s += sheen(c, scatter(c, 10, cx - 40, cy - 40, 140), { size: 28, op: 0.35 });
  const sp = [
    [cx - 120, cy - 110, 20],
    [cx + 40, cy - 150, -30],
    [cx + 150, cy - 40, 70],
    [cx + 110, cy + 110, 130],
    [cx - 30, cy + 150, 170],
    [cx - 160, cy + 60, 230],
    [cx + 10, cy - 10, 300],
  ];
  for (const [x, y, a] of sp) s += shrimp(c, x, y, 44, a);
  for (const [x, y] of scatter(c, 10, cx, cy, 180))
    s += `<g filter="${c.shadow(1, 2, 1.5, 0.35)}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="9" ry="6" transform="rotate(${f(c.r(0, 180))} ${f(x)} ${f(y)})" fill="#fbf3dc" stroke="#e2cf9c" stroke-width="1.2"/></g>`;
  s += herbFlecks(c, scatter(c, 120, cx, cy, 230), { size: 6 });
  s += chiliFlakes(c, scatter(c, 40, cx, cy, 220), 3.5);
  s += pepperFlecks(c, scatter(c, 40, cx, cy, 220), { size: 1.8 });
  s += citrusWedge(c, cx + 255, cy - 170, 120, 40, "lemon");
  s += garlicBulb(c, 1060, 170, 52);
  s += garlicClove(c, 960, 260, 60, 30);
  s += citrus(c, 140, 780, 70, 0, { half: true });
  s += cilantro(c, 130, 150, 40, 30);
  s += cilantro(c, 190, 110, 34, -40);
  return s + finish(c);
}

function coffeeCup(c, x, y, r) {
  let s = plate(c, x, y, r * 1.55, { base: "#fbfaf6", edge: "#d6cfc2", wellK: 0.62, shadow: 0.8 });
  const cup = `<g filter="${c.shadow2(r / 300, 0.8)}"><rect x="${f(x + r * 0.8)}" y="${f(y - r * 0.16)}" width="${f(r * 0.55)}" height="${f(r * 0.32)}" rx="${f(r * 0.16)}" fill="${c.lin(
    [
      [0, "#ffffff"],
      [1, "#d9d2c6"],
    ],
  )}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.rad(
    [
      [0, "#ffffff"],
      [0.8, "#f6f2ea"],
      [1, "#d6cfc2"],
    ],
    0.42,
    0.4,
    0.62,
  )}"/></g>`;
  s += cup;
  s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="${c.rad(
    [
      [0, "#b9875a"],
      [0.7, "#8a5a32"],
      [0.92, "#5a3518"],
      [1, "#3a2010"],
    ],
    0.5,
    0.5,
    0.5,
  )}"/>`;
  s += `<circle cx="${f(x + r * 0.05)}" cy="${f(y + r * 0.05)}" r="${f(r * 0.45)}" fill="#e9c9a0" opacity="0.45" filter="${c.blur(f(r * 0.12))}"/>`;
  s += `<path d="${blob(c, x, y, r * 0.3, r * 0.25, { n: 8, jit: 0.3 })}" fill="#f6e3c8" opacity="0.6" filter="${c.blur(3)}"/>`;
  s += gloss(c, x, y, r * 0.93, 200, 250, r * 0.05, 0.8);
  return s;
}

function drawOmelette(c) {
  let s = bgLinen(c, "#a9bf98", { weave: 0.45 });
  s += coffeeCup(c, 1030, 150, 95);
  s += breadSlice(c, 170, 740, 250, 18, { crumb: "#e6b878", crust: "#7a3e14", toast: 0.75 });
  s += fork(c, 1000, 830, -70, 400);
  const cx = 560;
  const cy = 450;
  s += plate(c, cx, cy, 340, { base: "#fbfaf6", edge: "#d2cabd", wellK: 0.74, band: "#5f7f3a" });
  // spinach and tomatoes on the plate
  for (let i = 0; i < 5; i++)
    s += leaf(c, cx - 190 + c.r(-30, 30), cy + 150 + c.r(-30, 30), c.r(90, 120), c.r(120, 240), {
      kind: "spinach",
      w: 0.45,
      round: 0.75,
    });
  s += tomatoSlice(c, cx + 170, cy + 180, 52, 30);
  s += tomatoSlice(c, cx + 235, cy + 110, 48, 80);
  // omelette: folded half-moon
  const om = `M${cx - 230} ${cy - 40}C${cx - 230} ${cy - 220} ${cx + 210} ${cy - 230} ${cx + 250} ${cy - 40}C${cx + 200} ${cy + 20} ${cx - 180} ${cy + 40} ${cx - 230} ${cy - 40}Z`;
  s += g(
    `filter="${c.shadow2(1, 1)}"`,
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) =>
        leaf(c, cx - 190 + i * 65, cy - 30 + c.r(0, 10), c.r(60, 80), 90 + c.r(-35, 35), {
          kind: "spinach",
          w: 0.5,
          round: 0.8,
          veins: 2,
        }),
      )
      .join("") +
      feta(c, scatter(c, 14, cx, cy + 20, 190, 18), 12) +
      `<path d="${om}" fill="${c.rad(
        [
          [0, "#ffe27a"],
          [0.5, "#f5c142"],
          [0.85, "#e39a2a"],
          [1, "#b8741c"],
        ],
        0.45,
        0.5,
        0.6,
      )}"/>` +
      g(
        `clip-path="${c.clip(`<path d="${om}"/>`)}"`,
        noiseRect(
          c,
          { freq: 0.035, k: 1.8, b: -0.95, color: [0.72, 0.45, 0.12], oct: 3, seed: 53 },
          cx - 260,
          cy - 260,
          540,
          320,
          0.9,
        ) +
          noiseRect(
            c,
            { freq: 0.2, k: 3, b: -2, color: [0.6, 0.35, 0.08], oct: 2, seed: 54 },
            cx - 260,
            cy - 260,
            540,
            320,
            0.7,
          ),
      ) +
      `<path d="M${cx - 215} ${cy - 42}C${cx - 150} ${cy + 14} ${cx + 170} ${cy + 2} ${cx + 238} ${cy - 44}" stroke="#fff6c8" stroke-width="8" fill="none" opacity="0.6" filter="${c.blur(3)}"/>` +
      `<ellipse cx="${cx - 60}" cy="${cy - 140}" rx="130" ry="34" transform="rotate(-8 ${cx - 60} ${cy - 140})" fill="#fff" opacity="0.28" filter="${c.blur(14)}"/>`,
  );
  s += herbFlecks(c, scatter(c, 50, cx, cy - 100, 200, 80), {
    size: 5,
    colors: ["#3d7a22", "#4f8f2a", "#2d5f18"],
  });
  s += feta(c, scatter(c, 9, cx, cy - 100, 170, 70), 11);
  s += pepperFlecks(c, scatter(c, 40, cx, cy - 100, 200, 90), { size: 1.8 });
  s += cherryTomato(c, 1010, 560, 40);
  s += cherryTomato(c, 1090, 610, 36);
  s += leaf(c, 1080, 470, 100, 160, { kind: "spinach", w: 0.45, round: 0.75 });
  return s + finish(c);
}

function salmonPiece(c, x, y, w, h, rot) {
  let s = `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.25)}" fill="${c.rad(
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
    s += `<path d="M${f(xx - w * 0.08)} ${f(-h / 2 + 6)}Q${f(xx + w * 0.12)} 0 ${f(xx - w * 0.08)} ${f(h / 2 - 6)}" stroke="#ffe0c8" stroke-width="${f(h * 0.06)}" fill="none" opacity="0.6"/>`;
  }
  s += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.32)}" fill="none" stroke="#5a1a06" stroke-width="${f(h * 0.08)}" opacity="0.5" filter="${c.blur(3)}"/>`;
  s += `<ellipse cx="${f(-w * 0.15)}" cy="${f(-h * 0.22)}" rx="${f(w * 0.3)}" ry="${f(h * 0.1)}" fill="#fff" opacity="0.5" filter="${c.blur(4)}"/>`;
  s += sesame(c, scatter(c, 5, 0, 0, w * 0.4, h * 0.35), { size: 3.5, dark: true });
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.5)}">${s}</g>`;
}

function cucumberSlice(c, x, y, r) {
  let s = `<circle r="${f(r)}" fill="#2f6a1e"/><circle r="${f(r * 0.88)}" fill="${c.rad([
    [0, "#f1f8da"],
    [1, "#cfe6a2"],
  ])}"/>`;
  for (let i = 0; i < 3; i++) {
    const a = rad(i * 120 + c.r(0, 30));
    s += `<ellipse cx="${f(Math.cos(a) * r * 0.3)}" cy="${f(Math.sin(a) * r * 0.3)}" rx="${f(r * 0.28)}" ry="${f(r * 0.18)}" transform="rotate(${f(deg(a))} ${f(Math.cos(a) * r * 0.3)} ${f(Math.sin(a) * r * 0.3)})" fill="#dbeaae"/>`;
    s += `<ellipse cx="${f(Math.cos(a) * r * 0.33)}" cy="${f(Math.sin(a) * r * 0.33)}" rx="${f(r * 0.07)}" ry="${f(r * 0.04)}" transform="rotate(${f(deg(a))} ${f(Math.cos(a) * r * 0.33)} ${f(Math.sin(a) * r * 0.33)})" fill="#fff8e0"/>`;
  }
  return `<g ${tr(x, y)} filter="${c.shadow(2, 3, 2.5, 0.35)}">${s}</g>`;
}

function shreds(c, pts, colors, len = 40, w = 4) {
  return g(
    `filter="${c.shadow(1, 2, 1.5, 0.35)}"`,
    pts
      .map(([x, y]) => {
        const a = c.r(0, Math.PI * 2);
        const l = len * c.r(0.6, 1.2);
        const bend = c.r(-10, 10);
        return `<path d="M${f(x)} ${f(y)}q${f(Math.cos(a) * l * 0.5 + bend)} ${f(Math.sin(a) * l * 0.5 - bend)} ${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}" stroke="${c.pick(colors)}" stroke-width="${f(w * c.r(0.7, 1.2))}" fill="none" stroke-linecap="round"/>`;
      })
      .join(""),
  );
}

function edamame(c, pts) {
  return pts
    .map(
      ([x, y]) =>
        `<g ${tr(x, y, c.r(0, 180))} filter="${c.shadow(1.5, 2.5, 2, 0.35)}"><ellipse rx="13" ry="10" fill="${c.rad(
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

function drawSalmonBowl(c) {
  let s = bgLinen(c, "#e6d2b5", { weave: 0.5 });
  s += sauceBowl(c, 1040, 170, 85, "#3a1a0a", { outer: "#2e3a44" });
  s += citrusWedge(c, 1080, 760, 140, -20, "lime");
  s += chopsticks(c, 770, 40, 40, 620, "#2a2522");
  const cx = 540;
  const cy = 460;
  s += bowl(
    c,
    cx,
    cy,
    340,
    (x, y, r) => {
      let t = riceBed(c, x, y, r, r, { n: 700 });
      t += avocadoFan(c, x - 235, y + 50, 210, -8, { n: 6, spread: 10 });
      for (const [px, py] of [
        [x - 190, y - 60],
        [x - 150, y - 150],
        [x - 70, y - 205],
        [x - 225, y + 30],
        [x - 110, y - 90],
      ])
        t += cucumberSlice(c, px, py, 46);
      t += edamame(c, scatter(c, 40, x + 50, y - 200, 110, 60));
      t += shreds(
        c,
        scatter(c, 80, x + 210, y - 40, 80, 120),
        ["#f08a24", "#f7a43a", "#e0701a"],
        46,
        5,
      );
      t += shreds(
        c,
        scatter(c, 70, x + 40, y + 200, 120, 45),
        ["#7b2d7a", "#9a4a9a", "#5e1f63"],
        46,
        6,
      );
      for (const [px, py] of [
        [x - 20, y - 10],
        [x + 50, y - 30],
        [x + 120, y - 5],
        [x + 10, y + 60],
        [x + 80, y + 50],
        [x + 150, y + 75],
        [x + 40, y + 125],
        [x + 110, y + 130],
        [x - 40, y + 110],
      ])
        t += salmonPiece(
          c,
          px + c.r(-6, 6),
          py + c.r(-6, 6),
          c.r(74, 86),
          c.r(64, 74),
          c.r(-25, 25),
        );
      t += sesame(c, scatter(c, 60, x, y, r * 0.85), { size: 3.8, dark: true });
      t += scallions(c, scatter(c, 20, x + 40, y + 30, 150), 8);
      return t;
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
  s += edamame(c, scatter(c, 6, 150, 120, 60));
  s += sesame(c, scatter(c, 30, 180, 780, 90), { size: 4, dark: true });
  return s + finish(c);
}

function mushroomSlice(c, x, y, sz, rot, { raw = false } = {}) {
  const cap = `M${f(-sz * 0.5)} ${f(sz * 0.05)}C${f(-sz * 0.55)} ${f(-sz * 0.5)} ${f(sz * 0.55)} ${f(-sz * 0.5)} ${f(sz * 0.5)} ${f(sz * 0.05)}Q${f(sz * 0.3)} ${f(sz * 0.12)} ${f(sz * 0.14)} ${f(sz * 0.1)}L${f(sz * 0.16)} ${f(sz * 0.45)}Q0 ${f(sz * 0.55)} ${f(-sz * 0.16)} ${f(sz * 0.45)}L${f(-sz * 0.14)} ${f(sz * 0.1)}Q${f(-sz * 0.3)} ${f(sz * 0.12)} ${f(-sz * 0.5)} ${f(sz * 0.05)}Z`;
  const skin = raw ? "#b08a64" : "#5a3216";
  const face = raw ? ["#faf1e2", "#eadcc4"] : ["#dcae72", "#9a6232"];
  let s = `<path d="${cap}" fill="${skin}"/>`;
  s += `<path d="${cap}" transform="scale(0.86) translate(0 ${f(sz * 0.03)})" fill="${c.rad(
    [
      [0, face[0]],
      [1, face[1]],
    ],
    0.5,
    0.4,
    0.6,
  )}"/>`;
  s += `<path d="M${f(-sz * 0.4)} ${f(sz * 0.02)}Q0 ${f(-sz * 0.1)} ${f(sz * 0.4)} ${f(sz * 0.02)}" stroke="${raw ? "#c8a888" : "#8a5a30"}" stroke-width="${f(sz * 0.05)}" fill="none" opacity="0.6"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(2, 4, 3, 0.4)}">${s}</g>`;
}

/** Seared oyster / wild mushroom: a fan with gills, browned edge. */
function wildMushroom(c, x, y, L, rot) {
  const pts = [
    [0, L * 0.08],
    [0, -L * 0.08],
  ];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const a = rad(-55 + (110 * i) / n);
    const rr = L * (0.9 + 0.1 * Math.sin(i * 2.3)) * c.r(0.94, 1.04);
    pts.splice(1 + i, 0, [Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const shape = smooth(pts.slice(0, -1).concat([[L * 0.1, L * 0.06]]));
  let s = `<path d="${shape}" fill="${c.rad(
    [
      [0, "#e8c890"],
      [0.55, "#b98450"],
      [0.9, "#7a4a22"],
      [1, "#4a2810"],
    ],
    0.25,
    0.5,
    0.8,
  )}"/>`;
  for (let i = 0; i < 12; i++) {
    const a = rad(-48 + (96 * i) / 11);
    s += `<path d="M${f(L * 0.12)} 0Q${f(Math.cos(a) * L * 0.5)} ${f(Math.sin(a) * L * 0.45)} ${f(Math.cos(a) * L * 0.82)} ${f(Math.sin(a) * L * 0.82)}" stroke="#6a3e1a" stroke-width="1.4" fill="none" opacity="0.45"/>`;
  }
  s += `<path d="${smoothOpen(arcPts(0, 0, L * 0.72, -40, 30, 6))}" stroke="#fff3dc" stroke-width="${f(L * 0.06)}" fill="none" opacity="0.35" stroke-linecap="round" filter="${c.blur(2)}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.45)}">${s}</g>`;
}

function buttonMushroom(c, x, y, r) {
  let s = `<circle r="${f(r)}" fill="${c.rad(
    [
      [0, "#c8a27a"],
      [0.6, "#8a6038"],
      [1, "#4a3018"],
    ],
    0.4,
    0.35,
    0.65,
  )}"/>`;
  s += `<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.35)}" ry="${f(r * 0.16)}" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.35)})" fill="#fff" opacity="0.35" filter="${c.blur(2)}"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(3, 5, 4, 0.45)}">${s}</g>`;
}

function parmesanWedge(c, x, y, L, rot) {
  let s = `<path d="M0 0L${f(L)} ${f(-L * 0.28)}L${f(L * 0.92)} ${f(L * 0.36)}Z" fill="${c.lin(
    [
      [0, "#fdf0c0"],
      [1, "#ecd48a"],
    ],
    0,
    0,
    1,
    1,
  )}" filter="${c.grain({ freq: 0.25, k: 3, b: -2, color: [0.8, 0.65, 0.3], oct: 1, seed: 93 })}"/>`;
  s += `<path d="M${f(L)} ${f(-L * 0.28)}L${f(L * 0.92)} ${f(L * 0.36)}L${f(L * 1.02)} ${f(L * 0.38)}L${f(L * 1.1)} ${f(-L * 0.26)}Z" fill="${c.lin(
    [
      [0, "#d8a850"],
      [1, "#a8782a"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  for (let i = 0; i < 5; i++)
    s += `<circle cx="${f(c.r(L * 0.4, L * 0.85))}" cy="${f(c.r(-L * 0.1, L * 0.15))}" r="${f(c.r(2, 4))}" fill="#e0c070" opacity="0.7"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow2(0.4, 1)}">${s}</g>`;
}

function drawRisotto(c) {
  let s = bgStone(c, "#4d433c", { speck: 0.4 });
  s += spoon(c, 1040, 860, -100, 360, { metal: false, color: "#b98a58" });
  s += wildMushroom(c, 1010, 130, 120, 40);
  s += wildMushroom(c, 1110, 250, 110, 150);
  s += buttonMushroom(c, 960, 270, 44);
  s += buttonMushroom(c, 1100, 100, 38);
  s += parmesanWedge(c, 60, 760, 200, -18);
  s += thyme(c, 880, 760, 170, -30);
  s += thyme(c, 900, 800, 150, -10);
  const cx = 520;
  const cy = 440;
  s += plate(c, cx, cy, 360, { base: "#f6f1e8", edge: "#c9bfb0", wellK: 0.7 });
  s += g(
    `filter="${c.shadow(4, 6, 8, 0.35)}"`,
    `<path d="${blob(c, cx, cy, 238, 228, { n: 14, jit: 0.05 })}" fill="${c.rad(
      [
        [0, "#f2dfa8"],
        [0.7, "#e2c57e"],
        [1, "#c9a862"],
      ],
      0.45,
      0.42,
      0.6,
    )}"/>`,
  );
  for (const [x, y] of scatter(c, 900, cx, cy, 228, 218)) {
    const a = c.r(0, 180);
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="8.5" ry="4.6" transform="rotate(${f(a)} ${f(x)} ${f(y)})" fill="${c.pick(["#f8ebc8", "#f0dcaa", "#fcf3dc", "#ead29a"])}" stroke="#c8a866" stroke-width="0.8"/>`;
  }
  s += sheen(c, scatter(c, 12, cx - 50, cy - 50, 160), { size: 26, op: 0.4 });
  for (const [x, y] of scatter(c, 9, cx, cy, 175))
    s += wildMushroom(c, x, y, c.r(70, 90), c.r(0, 360));
  for (const [x, y] of scatter(c, 6, cx, cy, 170))
    s += mushroomSlice(c, x, y, c.r(60, 74), c.r(0, 360));
  s += parmesanShavings(c, scatter(c, 9, cx, cy, 160), 24);
  s += thyme(c, cx + 20, cy - 40, 110, -30);
  s += herbFlecks(c, scatter(c, 60, cx, cy, 210), {
    size: 4.5,
    colors: ["#4f7a2c", "#5e8a3a", "#3a6a1c"],
  });
  s += pepperFlecks(c, scatter(c, 90, cx, cy, 220), { size: 2 });
  s += oilDrops(c, scatter(c, 10, cx, cy, 190), { color: "#e8c24a", size: 7, op: 0.5 });
  return s + finish(c);
}

function dice(c, pts, colors, size = 8) {
  return g(
    `filter="${c.shadow(1, 2, 1.5, 0.35)}"`,
    pts
      .map(([x, y]) => {
        const s0 = size * c.r(0.7, 1.2);
        return `<rect x="${f(x - s0 / 2)}" y="${f(y - s0 / 2)}" width="${f(s0)}" height="${f(s0)}" rx="${f(s0 * 0.25)}" transform="rotate(${f(c.r(0, 90))} ${f(x)} ${f(y)})" fill="${c.pick(colors)}"/>`;
      })
      .join(""),
  );
}

function radishSlice(c, x, y, r) {
  return `<g ${tr(x, y)} filter="${c.shadow(2, 3, 2.5, 0.35)}"><circle r="${f(r)}" fill="#d81b60"/><circle r="${f(r * 0.86)}" fill="${c.rad(
    [
      [0, "#ffffff"],
      [1, "#fbe4ee"],
    ],
  )}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M0 0L${f(Math.cos(rad(i * 60)) * r * 0.7)} ${f(Math.sin(rad(i * 60)) * r * 0.7)}" stroke="#f3c5d8" stroke-width="1.2"/>`).join("")}</g>`;
}

/** A street taco standing upright, seen from the side: shell, a mound of fillings, crema. */
function tacoSide(c, x, base, Wt, Ht, rot) {
  const top = base - Ht;
  const shell = (dy, wk) =>
    `M${f(x - (Wt / 2) * wk)} ${f(top + dy)}A${f((Wt / 2) * wk)} ${f(Ht - dy)} 0 0 0 ${f(x + (Wt / 2) * wk)} ${f(top + dy)}Z`;
  let s = `<path d="${shell(-Ht * 0.16, 0.97)}" fill="${c.lin([
    [0, "#e9c77e"],
    [1, "#c9974a"],
  ])}"/>`;
  // fillings piled above the rim
  let fill = "";
  const mound = (px) => {
    const t = (px - x) / (Wt / 2);
    return top - Ht * 0.5 * Math.sqrt(Math.max(0, 1 - t * t));
  };
  for (let i = 0; i < 22; i++) {
    const px = x + c.r(-Wt * 0.46, Wt * 0.46);
    const py = c.r(mound(px) + 6, top + 10);
    fill += `<path d="${blob(c, px, py, c.r(18, 28), c.r(10, 16), { n: 9, jit: 0.3, rot: c.r(-30, 30) })}" fill="${c.pick(["#9ccf5a", "#b8e07a", "#7fb83e"])}"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const px = x + c.r(-Wt * 0.44, Wt * 0.44);
    const py = c.r(mound(px) + 10, top + 6);
    const L = c.r(16, 26);
    const a = c.r(0, 180);
    fill += `<path d="${blob(c, px, py, L * 0.6, L * 0.45, { n: 5, jit: 0.3, rot: a })}" fill="${c.rad(
      [
        [0, "#a8683e"],
        [0.55, "#74401e"],
        [1, "#40200c"],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`;
  }
  fill += dice(
    c,
    Array.from({ length: 14 }, () => {
      const px = x + c.r(-Wt * 0.4, Wt * 0.4);
      return [px, c.r(mound(px) + 8, top)];
    }),
    ["#e0301e", "#c82414", "#ef4a2a"],
    13,
  );
  fill += dice(
    c,
    Array.from({ length: 14 }, () => {
      const px = x + c.r(-Wt * 0.4, Wt * 0.4);
      return [px, c.r(mound(px) + 6, top)];
    }),
    ["#ffffff", "#f4efe6"],
    10,
  );
  for (let i = 0; i < 4; i++) {
    const px = x + c.r(-Wt * 0.35, Wt * 0.35);
    fill += cilantro(c, px, mound(px) + 4, c.r(18, 24), c.r(-150, -30), GREENS.mint);
  }
  const cr = [];
  for (let k = 0; k <= 10; k++) {
    const px = x - Wt * 0.38 + (k * Wt * 0.76) / 10;
    cr.push([px, mound(px) + 12 + (k % 2 ? 10 : -6)]);
  }
  fill += `<path d="${tube(cr, () => 3.5)}" fill="#fffaf0" filter="${c.shadow(1, 1.5, 1, 0.3)}"/>`;
  s += g(`filter="${c.shadow(2, 4, 3, 0.35)}"`, fill);
  // front half of the tortilla
  const front = shell(0, 1);
  s += `<path d="${front}" fill="${c.rad(
    [
      [0, "#f8dc96"],
      [0.6, "#e8b960"],
      [1, "#b87e34"],
    ],
    0.4,
    0.1,
    0.9,
  )}" filter="${c.grain({ freq: 0.07, k: 1.5, b: -0.9, color: [0.55, 0.32, 0.1], oct: 2, seed: 97 })}"/>`;
  const fclip = c.clip(`<path d="${front}"/>`);
  let spots = "";
  for (let i = 0; i < 16; i++)
    spots += `<ellipse cx="${f(x + c.r(-Wt * 0.4, Wt * 0.4))}" cy="${f(c.r(top + 10, base - 10))}" rx="${f(c.r(6, 14))}" ry="${f(c.r(4, 8))}" fill="#6a3a12" opacity="0.4" filter="${c.blur(2.5)}"/>`;
  spots += `<path d="M${f(x - Wt / 2)} ${f(top + 4)}H${f(x + Wt / 2)}" stroke="#fff6d6" stroke-width="7" opacity="0.8"/>`;
  spots += `<ellipse cx="${f(x + Wt * 0.2)}" cy="${f(base - Ht * 0.25)}" rx="${f(Wt * 0.35)}" ry="${f(Ht * 0.35)}" fill="#8a5a1e" opacity="0.3" filter="${c.blur(16)}"/>`;
  s += `<g clip-path="${fclip}">${spots}</g>`;
  return `<g transform="rotate(${rot} ${f(x)} ${f(base)})">${s}</g>`;
}

/** Side-view scene: three street tacos on a board against a turquoise wall. */
function drawTacos(c) {
  const horizon = 430;
  let s = `<rect width="${W}" height="${horizon}" fill="#2a9a8c"/>`;
  for (let i = 1; i < 7; i++)
    s += `<rect x="${i * 172 - 2}" y="0" width="4" height="${horizon}" fill="#1d6f65" opacity="0.6"/>`;
  s += noiseRect(
    c,
    { freq: "0.06 0.003", k: 2.4, b: -1.2, color: noise01("#1d6f65"), oct: 3, seed: 98 },
    0,
    0,
    W,
    horizon,
    0.6,
  );
  s += `<rect width="${W}" height="${horizon}" fill="${c.linU(
    [
      [0, "#fff", 0.12],
      [1, "#000", 0.1],
    ],
    0,
    0,
    W,
    horizon,
  )}"/>`;
  s += `<g transform="translate(0 ${horizon})">${`<rect width="${W}" height="${H - horizon}" fill="${c.linU(
    [
      [0, "#c9955e"],
      [1, "#a8743e"],
    ],
    0,
    0,
    0,
    H - horizon,
  )}"/>`}${noiseRect(c, { freq: "0.003 0.06", k: 2.6, b: -1.25, color: noise01("#6a3e1a"), oct: 4, seed: 99 }, 0, 0, W, H - horizon, 0.7)}</g>`;
  s += `<rect y="${horizon}" width="${W}" height="18" fill="#000" opacity="0.18" filter="${c.blur(8)}"/>`;
  // salsa bowl behind on the right, lime and cilantro
  s += `<ellipse cx="1040" cy="${horizon + 120}" rx="120" ry="22" fill="#2a1608" opacity="0.3" filter="${c.blur(10)}"/>`;
  s += `<ellipse cx="1040" cy="${horizon + 30}" rx="110" ry="22" fill="#b8200e"/>`;
  for (const [x, y] of scatter(c, 14, 1040, horizon + 28, 90, 14))
    s += `<rect x="${f(x)}" y="${f(y)}" width="10" height="8" rx="2" fill="${c.pick(["#ef4a2a", "#ffffff", "#3f8a22"])}"/>`;
  s += `<path d="M930 ${horizon + 30}Q940 ${horizon + 125} 1040 ${horizon + 125}Q1140 ${horizon + 125} 1150 ${horizon + 30}Z" fill="${c.lin(
    [
      [0, "#f4efe6"],
      [0.55, "#e6dccb"],
      [1, "#b9ab94"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<ellipse cx="1040" cy="${horizon + 30}" rx="110" ry="22" fill="none" stroke="#fff" stroke-width="5"/>`;
  // board
  s += `<g filter="${c.shadow2(1, 1)}"><path d="M70 ${horizon + 150}L1000 ${horizon + 150}L1040 ${horizon + 240}L40 ${horizon + 240}Z" fill="${c.lin(
    [
      [0, "#e6bf86"],
      [1, "#cf9f62"],
    ],
  )}"/><rect x="40" y="${horizon + 240}" width="1000" height="26" fill="#9a6a36"/></g>`;
  s += noiseRect(
    c,
    { freq: "0.004 0.08", k: 2.4, b: -1.2, color: noise01("#8a5a2a"), oct: 3, seed: 100 },
    60,
    horizon + 112,
    960,
    86,
    0.6,
  );
  // tacos
  const bl = horizon + 215;
  s += `<ellipse cx="540" cy="${bl + 4}" rx="430" ry="18" fill="#3a1e08" opacity="0.35" filter="${c.blur(8)}"/>`;
  s += tacoSide(c, 265, bl, 340, 215, -5);
  s += tacoSide(c, 545, bl, 350, 222, 0);
  s += tacoSide(c, 825, bl, 340, 215, 5);
  // foreground garnish on the table
  s += citrusWedge(c, 240, 800, 150, -10, "lime");
  s += citrusWedge(c, 390, 840, 130, 15, "lime");
  s += radishSlice(c, 700, 830, 32);
  s += radishSlice(c, 770, 860, 28);
  s += cilantro(c, 960, 820, 44, -30);
  s += cilantro(c, 1050, 860, 38, 40);
  s += cilantro(c, 120, 860, 36, 10);
  return s + finish(c, { light: 0.12, vignette: 0.3 });
}

function banana(c, x, y, L, rot) {
  const pts = arcPts(0, L * 0.9, L * 0.9, -120, -60, 10);
  return `<g ${tr(x, y, rot)} filter="${c.shadow2(0.6, 1)}"><path d="${tube(pts, (t) => L * (0.07 + 0.05 * Math.sin(Math.PI * t)))}" fill="${c.lin(
    [
      [0, "#fff1a0"],
      [0.5, "#f8d84a"],
      [1, "#d9a91a"],
    ],
  )}"/><path d="${smoothOpen(pts.slice(1, -1))}" stroke="#fff8c8" stroke-width="${f(L * 0.02)}" fill="none" opacity="0.6" transform="translate(0 ${f(-L * 0.03)})"/><circle cx="${f(pts[0][0])}" cy="${f(pts[0][1])}" r="${f(L * 0.035)}" fill="#4a3a1a"/><path d="M${pt(pts[10])}l${f(L * 0.1)} ${f(L * 0.05)}" stroke="#6a5a2a" stroke-width="${f(L * 0.05)}" stroke-linecap="round"/>${[0.3, 0.55, 0.75].map((t) => `<circle cx="${f(pts[Math.round(t * 10)][0])}" cy="${f(pts[Math.round(t * 10)][1] + 4)}" r="3" fill="#8a6a2a" opacity="0.5"/>`).join("")}</g>`;
}

function bananaSlice(c, x, y, r) {
  let s = `<circle r="${f(r)}" fill="#e9cf7a"/><circle r="${f(r * 0.93)}" fill="${c.rad(
    [
      [0, "#fffbe8"],
      [0.7, "#fbefc0"],
      [1, "#f2dc92"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  for (let i = 0; i < 3; i++) {
    const a = rad(i * 120 + 30);
    s += `<path d="M0 0L${f(Math.cos(a) * r * 0.3)} ${f(Math.sin(a) * r * 0.3)}" stroke="#d8c08a" stroke-width="1.5"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const a = rad(i * 60 + 15);
    s += `<circle cx="${f(Math.cos(a) * r * 0.22)}" cy="${f(Math.sin(a) * r * 0.22)}" r="${f(r * 0.035)}" fill="#7a5a2a"/>`;
  }
  s += `<ellipse cx="${f(-r * 0.35)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.28)}" ry="${f(r * 0.12)}" transform="rotate(-40 ${f(-r * 0.35)} ${f(-r * 0.35)})" fill="#fff" opacity="0.6"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow(2, 4, 3, 0.35)}">${s}</g>`;
}

function drawPancakes(c) {
  let s = bgGingham(c, "#f6fbf7", "#78c4a0", { size: 64, rot: 8 });
  s += bowl(
    c,
    1060,
    170,
    120,
    (x, y, r) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#2a2a5a"/>` +
      scatter(c, 30, x, y, r * 0.9)
        .map(([px, py]) => blueberry(c, px, py, 17))
        .join(""),
    { outer: "#f7f3ec" },
  );
  s += banana(c, 120, 690, 330, -20);
  s += fork(c, 1000, 860, -78, 380);
  const cx = 560;
  const cy = 470;
  s += plate(c, cx, cy, 350, { base: "#fbfaf6", edge: "#d0c8bb", wellK: 0.74 });
  // stack: lower pancakes peek out
  const cake = (x, y, r, dark) =>
    `<g filter="${c.shadow(5, 9, 8, 0.4)}"><path d="${blob(c, x, y, r, r * 0.97, { n: 14, jit: 0.03 })}" fill="${c.rad(
      [
        [0, mix("#c9782a", "#000", dark)],
        [0.55, mix("#dc9a48", "#000", dark)],
        [0.86, mix("#f0c478", "#000", dark)],
        [0.95, mix("#f7dca0", "#000", dark)],
        [1, mix("#e2b86e", "#000", dark)],
      ],
      0.5,
      0.5,
      0.5,
    )}" filter="${c.grain({ freq: 0.09, k: 2, b: -1.15, color: [0.45, 0.22, 0.06], oct: 2, seed: 61 })}"/></g>`;
  s += cake(cx + 30, cy + 30, 245, 0.08);
  s += cake(cx + 15, cy + 15, 245, 0.04);
  s += cake(cx, cy, 245, 0);
  // syrup pool with lobes running over the edge
  const lobes = [35, 150, 250, 320].map((a) => [
    rad(a + c.r(-12, 12)),
    c.r(55, 80),
    c.r(0.22, 0.3),
  ]);
  const spts = [];
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    let rr = 175 * (1 + 0.04 * Math.sin(a * 5 + 1) + 0.03 * Math.sin(a * 3 + 2));
    for (const [la, ext, wd] of lobes) {
      let da = Math.abs(a - la);
      da = Math.min(da, Math.PI * 2 - da);
      rr += ext * Math.exp(-((da / wd) ** 2));
    }
    spts.push([cx - 5 + Math.cos(a) * rr, cy - 5 + Math.sin(a) * rr]);
  }
  const sy = smooth(spts);
  let syrup = `<path d="${sy}" fill="${c.rad(
    [
      [0, "#d9861e"],
      [0.6, "#b0560e"],
      [1, "#7a3206"],
    ],
    0.45,
    0.45,
    0.55,
  )}" opacity="0.82"/>`;
  syrup += `<path d="${sy}" fill="none" stroke="#5a2204" stroke-width="3" opacity="0.35"/>`;
  s += g(`filter="${c.shadow(1, 2, 2, 0.2)}"`, syrup);
  s += sheen(c, scatter(c, 10, cx - 40, cy - 40, 130), { size: 36, op: 0.5 });
  for (const [x, y] of [
    [cx - 70, cy - 60],
    [cx + 20, cy - 90],
    [cx + 80, cy - 20],
    [cx - 20, cy + 10],
    [cx + 60, cy + 70],
    [cx - 90, cy + 60],
    [cx - 10, cy + 100],
  ])
    s += bananaSlice(c, x, y, 44);
  s += `<g filter="${c.shadow(3, 5, 4, 0.35)}"><rect x="${cx - 5}" y="${cy - 45}" width="60" height="48" rx="12" transform="rotate(-12 ${cx + 25} ${cy - 21})" fill="${c.lin(
    [
      [0, "#fff8cc"],
      [1, "#f6df7a"],
    ],
    0,
    0,
    1,
    1,
  )}"/><rect x="${cx + 2}" y="${cy - 40}" width="30" height="10" rx="5" transform="rotate(-12 ${cx + 25} ${cy - 21})" fill="#fff" opacity="0.7"/></g>`;
  for (const [x, y] of scatter(c, 12, cx, cy, 230, 220, { inner: 0.5 }))
    s += blueberry(c, x, y, 16);
  for (const [x, y] of scatter(c, 30, cx, cy, 330, 320, { inner: 0.8 }))
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="4.5" transform="rotate(${f(c.r(0, 180))} ${f(x)} ${f(y)})" fill="#e9d7a8" stroke="#c9b07a" stroke-width="1"/>`;
  s += leaf(c, cx + 120, cy - 150, 60, -30, { kind: "mint", w: 0.42 });
  s += leaf(c, cx + 120, cy - 150, 54, 40, { kind: "mint", w: 0.42 });
  return s + finish(c);
}

function pepperStrip(c, x, y, L, rot, color) {
  const bend = c.r(-0.25, 0.25) * L;
  const pts = [
    [0, 0],
    [L * 0.5, bend],
    [L, 0],
  ];
  const w = L * 0.11;
  let s = `<path d="${tube(pts, [w, w * 1.05, w])}" fill="${c.lin([
    [0, lighten(color, 0.25)],
    [0.5, color],
    [1, darken(color, 0.35)],
  ])}"/>`;
  s += `<path d="${smoothOpen(pts)}" transform="translate(0 ${f(w * 0.55)})" stroke="${lighten(color, 0.45)}" stroke-width="${f(w * 0.35)}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  s += `<path d="${smoothOpen(pts)}" transform="translate(0 ${f(-w * 0.45)})" stroke="#fff" stroke-width="${f(w * 0.25)}" fill="none" stroke-linecap="round" opacity="0.55" filter="${c.blur(1)}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.45)}">${s}</g>`;
}

function snapPea(c, x, y, L, rot) {
  const pts = [
    [0, 0],
    [L * 0.5, c.r(-8, 8)],
    [L, 0],
  ];
  let s = `<path d="${tube(pts, [L * 0.06, L * 0.13, L * 0.05])}" fill="${c.lin([
    [0, "#b6e07a"],
    [0.5, "#6fb02e"],
    [1, "#3e7a16"],
  ])}"/>`;
  s += `<path d="${smoothOpen(pts)}" stroke="#d8f0a8" stroke-width="2.5" fill="none" opacity="0.8" transform="translate(0 ${f(-L * 0.04)})"/>`;
  s += `<path d="M${f(-L * 0.02)} 0l${f(-L * 0.06)} ${f(-L * 0.03)}" stroke="#5a8a2a" stroke-width="4" stroke-linecap="round"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.45)}">${s}</g>`;
}

function carrotCoin(c, x, y, r) {
  return `<g ${tr(x, y)} filter="${c.shadow(2, 4, 3, 0.45)}"><path d="${blob(c, 0, 0, r, r * 0.92, { n: 9, jit: 0.06 })}" fill="${c.rad(
    [
      [0, "#ffb25a"],
      [0.8, "#f07a1a"],
      [1, "#c8560c"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/><circle r="${f(r * 0.45)}" fill="#ffc27a" opacity="0.7"/><ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.3)}" ry="${f(r * 0.12)}" transform="rotate(-40 ${f(-r * 0.3)} ${f(-r * 0.35)})" fill="#fff" opacity="0.55"/></g>`;
}

function babyCorn(c, x, y, L, rot) {
  let s = `<path d="${tube(
    [
      [0, 0],
      [L * 0.5, 0],
      [L, 0],
    ],
    [L * 0.13, L * 0.11, L * 0.05],
  )}" fill="${c.lin([
    [0, "#fff2a8"],
    [0.5, "#f3d55a"],
    [1, "#c9a52a"],
  ])}"/>`;
  for (let i = 1; i < 8; i++)
    s += `<path d="M${f((L * i) / 8)} ${f(-L * 0.1 * (1 - i / 10))}v${f(L * 0.2 * (1 - i / 10))}" stroke="#c9a52a" stroke-width="1.5" opacity="0.6"/>`;
  s += `<path d="M${f(L * 0.05)} ${f(-L * 0.05)}H${f(L * 0.8)}" stroke="#fff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.45)}">${s}</g>`;
}

function wok(c, cx, cy, R, content) {
  const handle = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(205)"><rect x="${f(R * 0.9)}" y="-14" width="${f(R * 0.35)}" height="28" rx="8" fill="#4a4d52"/><rect x="${f(R * 1.2)}" y="-24" width="${f(R * 0.8)}" height="48" rx="22" fill="${c.lin(
    [
      [0, "#a8743e"],
      [0.5, "#7a4a22"],
      [1, "#4a2a12"],
    ],
  )}"/></g>`;
  const helper = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(25)"><path d="M${f(R * 0.95)} -40Q${f(R * 1.2)} -40 ${f(R * 1.2)} 0Q${f(R * 1.2)} 40 ${f(R * 0.95)} 40" stroke="#2e3034" stroke-width="16" fill="none"/></g>`;
  return (
    g(`filter="${c.shadow2(1.2, 1)}"`, handle + helper) +
    skillet(c, cx, cy, R, content, { ang: 0, metal: "#3a3d42" }).replace(
      /<path d="M[^"]*"[^>]*\/><rect[^>]*opacity="0.75"\/>/,
      "",
    )
  );
}

function drawStirFry(c) {
  let s = bgStone(c, "#d6d2ca", { speck: 0.35 });
  s += sauceBowl(c, 1060, 760, 85, "#2e1608");
  s += chopsticks(c, 960, 80, 75, 560, "#c99a5e");
  s += garlicBulb(c, 150, 780, 50);
  s += garlicClove(c, 250, 830, 56, 20);
  const cx = 560;
  const cy = 450;
  s += wok(c, cx, cy, 360, (x, y, r) => {
    let t = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.rad([
      [0, "#4a4e55"],
      [1, "#1e2024"],
    ])}"/>`;
    t += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.85)}" fill="#7a3a14" opacity="0.8" filter="${c.blur(20)}"/>`;
    const items = [];
    for (let i = 0; i < 16; i++) items.push(["pep", "#d92b1e"]);
    for (let i = 0; i < 12; i++) items.push(["pep", "#f5b50f"]);
    for (let i = 0; i < 12; i++) items.push(["broc"]);
    for (let i = 0; i < 14; i++) items.push(["pea"]);
    for (let i = 0; i < 14; i++) items.push(["carrot"]);
    for (let i = 0; i < 7; i++) items.push(["corn"]);
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(c.rng() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    const pts = scatter(c, items.length, x, y, r * 0.8);
    items.forEach((it, i) => {
      const [px, py] = pts[i];
      if (it[0] === "pep") t += pepperStrip(c, px, py, c.r(130, 165), c.r(0, 360), it[1]);
      else if (it[0] === "broc") t += broccoli(c, px, py, c.r(46, 56), { rot: c.r(0, 360) });
      else if (it[0] === "pea") t += snapPea(c, px, py, c.r(110, 130), c.r(0, 360));
      else if (it[0] === "carrot") t += carrotCoin(c, px, py, c.r(24, 28));
      else t += babyCorn(c, px, py, c.r(105, 120), c.r(0, 360));
    });
    t += shreds(c, scatter(c, 40, x, y, r * 0.7), ["#7b2d7a", "#9a4a9a"], 40, 5);
    t += sheen(c, scatter(c, 14, x - r * 0.2, y - r * 0.2, r * 0.6), { size: 22, op: 0.35 });
    t += sesame(c, scatter(c, 70, x, y, r * 0.75), { size: 4 });
    t += scallions(c, scatter(c, 24, x, y, r * 0.7), 8);
    return t;
  });
  return s + finish(c);
}

function gnocco(c, x, y, L, rot) {
  const w = L * 0.7;
  let s = `<rect x="${f(-L / 2)}" y="${f(-w / 2)}" width="${f(L)}" height="${f(w)}" rx="${f(w * 0.45)}" fill="${c.rad(
    [
      [0, "#ffeab0"],
      [0.55, "#f0c978"],
      [1, "#c48a3a"],
    ],
    0.4,
    0.38,
    0.65,
  )}"/>`;
  s += `<rect x="${f(-L / 2)}" y="${f(-w / 2)}" width="${f(L)}" height="${f(w)}" rx="${f(w * 0.45)}" fill="${c.lin(
    [
      [0, "#b8742a", 0],
      [0.7, "#b8742a", 0],
      [1, "#a8601e", 0.8],
    ],
    0,
    0,
    1,
    0.4,
  )}"/>`;
  for (let i = 1; i < 5; i++)
    s += `<path d="M${f(-L / 2 + (L * i) / 5)} ${f(-w * 0.38)}q${f(L * 0.06)} ${f(w * 0.38)} 0 ${f(w * 0.76)}" stroke="#c9a060" stroke-width="${f(L * 0.025)}" fill="none" opacity="0.7"/>`;
  s += `<ellipse cx="${f(-L * 0.15)}" cy="${f(-w * 0.22)}" rx="${f(L * 0.25)}" ry="${f(w * 0.1)}" fill="#fff" opacity="0.5" filter="${c.blur(2)}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<path d="${blob(c, c.r(-L * 0.35, L * 0.35), c.r(-w * 0.3, w * 0.3), c.r(6, 12), c.r(4, 8), { n: 6, jit: 0.3 })}" fill="${c.pick(["#4f7a1e", "#3d6a16", "#6a922a"])}" opacity="0.9"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 5, 4, 0.45)}">${s}</g>`;
}

function pineNuts(c, pts) {
  return pts
    .map(
      ([x, y]) =>
        `<g ${tr(x, y, c.r(0, 360))} filter="${c.shadow(1, 2, 1.5, 0.35)}"><path d="M0 0C3 -6 14 -5 16 0C14 5 3 6 0 0Z" fill="${c.lin(
          [
            [0, "#fff3d0"],
            [1, "#e2c080"],
          ],
        )}" stroke="#c9a060" stroke-width="0.8"/></g>`,
    )
    .join("");
}

function drawGnocchi(c) {
  let s = bgStone(c, "#dcd6cc", { speck: 0.3 });
  s += napkin(c, 860, 540, 400, 380, 8, { color: "#eef1ea", stripe: "#3f6212", stripes: 1 });
  s += fork(c, 950, 760, -35, 380);
  for (let i = 0; i < 6; i++)
    s += leaf(c, 1030 + c.r(-60, 60), 150 + c.r(-50, 60), c.r(90, 120), c.r(0, 360), {
      kind: "basil",
    });
  s += sauceBowl(c, 160, 160, 95, "#f3e3b4", { extra: "" });
  s += pineNuts(c, scatter(c, 18, 160, 162, 55));
  s += garlicBulb(c, 140, 780, 50);
  const cx = 540;
  const cy = 460;
  s += bowl(
    c,
    cx,
    cy,
    340,
    (x, y, r) => {
      let t = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.rad([
        [0, "#f4efe6"],
        [1, "#d9d2c6"],
      ])}"/>`;
      t += `<path d="${blob(c, x, y, r * 0.9, r * 0.86, { n: 14, jit: 0.08 })}" fill="${c.rad([
        [0, "#7a8c3a"],
        [0.7, "#56692a"],
        [1, "#3a4a1c"],
      ])}"/>`;
      t += noiseRect(
        c,
        { freq: 0.12, k: 3, b: -1.8, color: [0.14, 0.24, 0.05], oct: 2, seed: 63 },
        x - r,
        y - r,
        2 * r,
        2 * r,
        0.9,
      );
      t += noiseRect(
        c,
        { freq: 0.15, k: 3, b: -2, color: [0.75, 0.85, 0.4], oct: 2, seed: 64 },
        x - r,
        y - r,
        2 * r,
        2 * r,
        0.6,
      );
      t += oilDrops(c, scatter(c, 16, x, y, r * 0.8), { color: "#c9d24a", size: 9, op: 0.5 });
      const gp = [];
      for (let gy = -3; gy <= 3; gy++)
        for (let gx2 = -3; gx2 <= 3; gx2++) {
          const px = x + gx2 * 82 + (gy % 2 ? 41 : 0) + c.r(-10, 10);
          const py = y + gy * 70 + c.r(-10, 10);
          if (Math.hypot(px - x, py - y) < r * 0.74) gp.push([px, py]);
        }
      for (const [px, py] of gp)
        t += gnocco(c, px, py, c.r(80, 90), c.r(-40, 40) + (c.rng() < 0.5 ? 90 : 0));
      t += pineNuts(c, scatter(c, 22, x, y, r * 0.65));
      t += parmesanShavings(c, scatter(c, 8, x, y, r * 0.55), 20);
      t += cherryTomato(c, x - r * 0.25, y + r * 0.3, 28);
      t += cherryTomato(c, x + r * 0.35, y - r * 0.1, 26);
      t += leaf(c, x + 10, y - 20, 80, -60, { kind: "basil" });
      t += leaf(c, x + 10, y - 20, 70, 20, { kind: "basil" });
      t += leaf(c, x + 10, y - 20, 60, 120, { kind: "basil" });
      t += pepperFlecks(c, scatter(c, 50, x, y, r * 0.7), { size: 1.8 });
      return t;
    },
    { outer: "#ebe7e0", outerEdge: "#b9b2a6", fill: 0.95 },
  );
  return s + finish(c);
}

function drawBurritoBowl(c) {
  let s = bgLinen(c, "#d9a640", { weave: 0.45 });
  s += napkin(c, -40, 540, 360, 420, -14, { color: "#f6f0e4", stripe: "#b91c1c", stripes: 3 });
  s += spoon(c, 170, 620, 60, 330);
  s += citrusWedge(c, 1050, 150, 140, 30, "lime");
  s += citrusWedge(c, 1120, 260, 120, -40, "lime");
  for (const [x, y] of scatter(c, 14, 1060, 740, 80))
    s += `<g filter="${c.shadow(1.5, 2.5, 2, 0.4)}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="7.5" transform="rotate(${f(c.r(0, 180))} ${f(x)} ${f(y)})" fill="${c.rad(
      [
        [0, "#5a4a44"],
        [1, "#141010"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/></g>`;
  const cx = 580;
  const cy = 450;
  s += bowl(
    c,
    cx,
    cy,
    350,
    (x, y, r) => {
      let t = riceBed(c, x, y, r, r, { n: 500 });
      t += herbFlecks(c, scatter(c, 40, x, y, r * 0.9), { size: 4, shadow: false });
      const inSector =
        (a0, a1, rmin = 0.32) =>
        (px, py) => {
          const a = (deg(Math.atan2(py - y, px - x)) + 360) % 360;
          const d = Math.hypot(px - x, py - y) / r;
          return !(a >= a0 && a < a1 && d > rmin && d < 0.93);
        };
      t += g(
        `filter="${c.shadow(1.5, 2.5, 2, 0.4)}"`,
        scatter(c, 170, x, y, r, r, { avoid: inSector(0, 72) })
          .map(
            ([px, py]) =>
              `<ellipse cx="${f(px)}" cy="${f(py)}" rx="12" ry="8" transform="rotate(${f(c.r(0, 180))} ${f(px)} ${f(py)})" fill="${c.rad(
                [
                  [0, "#5a4a44"],
                  [0.5, "#2a2220"],
                  [1, "#141010"],
                ],
                0.35,
                0.3,
                0.7,
              )}"/><ellipse cx="${f(px - 3)}" cy="${f(py - 3)}" rx="4" ry="1.6" fill="#fff" opacity="0.4"/>`,
          )
          .join(""),
      );
      t += g(
        `filter="${c.shadow(1.5, 2.5, 2, 0.35)}"`,
        scatter(c, 200, x, y, r, r, { avoid: inSector(72, 144) })
          .map(
            ([px, py]) =>
              `<rect x="${f(px - 6)}" y="${f(py - 7)}" width="12" height="14" rx="4" transform="rotate(${f(c.r(0, 180))} ${f(px)} ${f(py)})" fill="${
                c.rng() < 0.15
                  ? "#b8782a"
                  : c.rad(
                      [
                        [0, "#fff09a"],
                        [1, "#f2c41e"],
                      ],
                      0.35,
                      0.3,
                      0.7,
                    )
              }"/>`,
          )
          .join(""),
      );
      t += dice(
        c,
        scatter(c, 110, x, y, r, r, { avoid: inSector(144, 216) }),
        ["#e0301e", "#c82414", "#e94a2a"],
        15,
      );
      t += dice(
        c,
        scatter(c, 40, x, y, r, r, { avoid: inSector(144, 216) }),
        ["#ffffff", "#f3efe4"],
        10,
      );
      t += herbFlecks(c, scatter(c, 25, x, y, r, r, { avoid: inSector(144, 216) }), { size: 5 });
      const ax = x + Math.cos(rad(252)) * r * 0.6;
      const ay = y + Math.sin(rad(252)) * r * 0.6;
      t += avocadoFan(c, ax - 95, ay - 40, 180, 10, { n: 5, spread: 10 });
      t += shreds(
        c,
        scatter(c, 110, x, y, r, r, { avoid: inSector(288, 360) }),
        ["#f7c548", "#f0b030", "#ffd86a"],
        32,
        5,
      );
      t += `<g filter="${c.shadow2(0.3, 1)}"><path d="${blob(c, x, y, 70, 64, { n: 10, jit: 0.1 })}" fill="${c.rad(
        [
          [0, "#ffffff"],
          [0.7, "#fbf8f0"],
          [1, "#e6e0d2"],
        ],
        0.4,
        0.35,
        0.65,
      )}"/><path d="${smoothOpen(arcPts(x, y, 35, 180, 480, 10))}" stroke="#e2dccd" stroke-width="5" fill="none"/></g>`;
      t += cilantro(c, x + 20, y - 10, 26, 30);
      t += chiliFlakes(c, scatter(c, 20, x, y, r * 0.8), 3);
      return t;
    },
    { outer: "#c8603a", outerEdge: "#8a3a1e", inner: "#f3ebe0", innerDark: "#cdbfae", fill: 0.93 },
  );
  return s + finish(c);
}

function potatoWedge(c, x, y, L, rot) {
  const r = L * 0.36;
  const shape = blob(c, 0, 0, r, r * c.r(0.75, 0.9), { n: 5, jit: 0.16 });
  let s = `<path d="${shape}" fill="${c.rad(
    [
      [0, "#ffe38e"],
      [0.45, "#f2b84c"],
      [0.8, "#d68a2c"],
      [1, "#8a4a14"],
    ],
    0.42,
    0.4,
    0.62,
  )}" filter="${c.grain({ freq: 0.1, k: 1.7, b: -1.0, color: [0.5, 0.24, 0.04], oct: 2, seed: 67 })}"/>`;
  s += g(
    `clip-path="${c.clip(`<path d="${shape}"/>`)}"`,
    `<ellipse cx="${f(r * 0.7)}" cy="${f(r * 0.6)}" rx="${f(r * 0.8)}" ry="${f(r * 0.5)}" transform="rotate(-40 ${f(r * 0.7)} ${f(r * 0.6)})" fill="#9a6a2a" opacity="0.55"/>`,
  );
  s += `<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.3)}" rx="${f(r * 0.35)}" ry="${f(r * 0.15)}" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.3)})" fill="#fff8d8" opacity="0.55" filter="${c.blur(3)}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<ellipse cx="${f(c.r(-r * 0.6, r * 0.6))}" cy="${f(c.r(-r * 0.6, r * 0.6))}" rx="${f(c.r(5, 10))}" ry="${f(c.r(3, 6))}" fill="#7a3a0c" opacity="0.4" filter="${c.blur(2)}"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 6, 4, 0.5)}">${s}</g>`;
}

function drawGreekPotatoes(c) {
  let s = bgWood(c, "#2d5d8c", { n: 6, dir: "h", grain: 0.6 });
  s += citrus(c, 1070, 140, 80, 10, { half: true });
  s += citrus(c, 1120, 300, 60, 40);
  s += rosemary(c, 930, 820, 220, -20);
  s += sauceBowl(c, 150, 170, 95, "#3a2a3a", { extra: "" });
  for (const [x, y] of scatter(c, 7, 150, 172, 50))
    s += `<g filter="${c.shadow(1.5, 2.5, 2, 0.4)}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="17" ry="12" transform="rotate(${f(c.r(0, 180))} ${f(x)} ${f(y)})" fill="${c.rad(
      [
        [0, "#8a5a7a"],
        [0.6, "#4a2440"],
        [1, "#2a1020"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/><ellipse cx="${f(x - 5)}" cy="${f(y - 5)}" rx="5" ry="2" fill="#fff" opacity="0.5"/></g>`;
  s += dish(
    c,
    560,
    470,
    820,
    600,
    (x, y, w, h) => {
      let t = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c.rad([
        [0, "#e9b24a"],
        [1, "#a8641c"],
      ])}"/>`;
      t += sheen(c, scatter(c, 10, x + w / 2, y + h / 2, w * 0.4, h * 0.4), { size: 40, op: 0.3 });
      const cx = x + w / 2;
      const cy = y + h / 2;
      for (let gy = 0; gy < 6; gy++) {
        for (let gx = 0; gx < 8; gx++) {
          const px = x + (gx + 0.5 + (gy % 2 ? 0.4 : -0.1) + c.r(-0.2, 0.2)) * (w / 8);
          const py = y + (gy + 0.5 + c.r(-0.2, 0.2)) * (h / 6);
          t += potatoWedge(c, px, py, c.r(150, 180), c.r(0, 360));
        }
      }
      for (const [px, py] of scatter(c, 6, cx, cy, w * 0.38, h * 0.36))
        t += citrus(c, px, py, c.r(40, 48), c.r(0, 360));
      for (const [px, py] of scatter(c, 6, cx, cy, w * 0.4, h * 0.38))
        t += garlicClove(c, px, py, 40, c.r(0, 360));
      t += herbFlecks(c, scatter(c, 160, cx, cy, w * 0.5, h * 0.5), {
        size: 4,
        colors: ["#4f6a2a", "#5f7a3a", "#3f5a22"],
      });
      t += pepperFlecks(c, scatter(c, 70, cx, cy, w * 0.5, h * 0.5), { size: 2 });
      return t;
    },
    { base: "#f5f1e8", edge: "#c9c0b0", rimW: 40, radius: 70, rot: -5 },
  );
  return s + finish(c);
}

function drawFlatbread(c) {
  let s = bgTiles(c, "#c0694a", "#eadccb", { size: 180, gap: 8, rot: 0 });
  s += board(c, 560, 460, 900, 560, -6, { wood: "#c9955e" });
  s += cherryTomato(c, 1080, 120, 42);
  s += cherryTomato(c, 1140, 190, 38);
  s += leaf(c, 1010, 160, 100, 200, { kind: "basil" });
  s += sauceBowl(c, 130, 790, 85, "#b8a02a", { extra: "" });
  const cx = 540;
  const cy = 460;
  const bread = blob(c, 0, 0, 380, 200, { n: 16, jit: 0.035 });
  let fb = `<path d="${bread}" fill="${c.rad(
    [
      [0, "#f6d697"],
      [0.8, "#e2a656"],
      [1, "#b5702e"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  for (let i = 0; i < 18; i++) {
    const a = c.r(0, Math.PI * 2);
    const px = Math.cos(a) * 350;
    const py = Math.sin(a) * 182;
    fb += `<path d="${blob(c, px, py, c.r(10, 22), c.r(7, 12), { n: 6, jit: 0.3, rot: deg(a) })}" fill="#4a2208" opacity="${f(c.r(0.4, 0.8) * 100) / 100}" filter="${c.blur(2.5)}"/>`;
  }
  const sauce = blob(c, 0, 0, 320, 150, { n: 18, jit: 0.05 });
  fb += `<path d="${sauce}" fill="${c.rad(
    [
      [0, "#e2482a"],
      [0.8, "#c2321a"],
      [1, "#9a2210"],
    ],
    0.45,
    0.45,
    0.6,
  )}" filter="${c.grain({ freq: 0.05, k: 1.8, b: -1, color: [0.5, 0.1, 0.03], oct: 2, seed: 71 })}"/>`;
  for (const [px, py] of scatter(c, 12, 0, 0, 280, 120)) {
    const rr = c.r(34, 52);
    fb += `<g filter="${c.shadow(2, 3, 3, 0.3)}"><path d="${blob(c, px, py, rr, rr * c.r(0.7, 0.95), { n: 9, jit: 0.18 })}" fill="${c.rad(
      [
        [0, "#ffffff"],
        [0.6, "#fbf2da"],
        [1, "#f0d9a0"],
      ],
      0.42,
      0.4,
      0.6,
    )}"/><circle cx="${f(px + rr * 0.2)}" cy="${f(py + rr * 0.1)}" r="${f(rr * 0.22)}" fill="#e2a656" opacity="0.55" filter="${c.blur(4)}"/></g>`;
  }
  let cuts = "";
  for (const xx of [-200, -70, 60, 190])
    cuts += `<path d="M${xx} -230L${xx + 20} 230" stroke="#5a2808" stroke-width="4" opacity="0.4"/><path d="M${xx + 3} -230L${xx + 23} 230" stroke="#fff" stroke-width="1.5" opacity="0.25"/>`;
  cuts += `<path d="M-380 0L380 0" stroke="#5a2808" stroke-width="4" opacity="0.35"/>`;
  fb += g(`clip-path="${c.clip(`<path d="${bread}"/>`)}"`, cuts);
  for (const [px, py] of scatter(c, 8, 0, 0, 260, 110))
    fb += leaf(c, px, py, c.r(60, 80), c.r(0, 360), { kind: "basil" });
  fb += oilDrops(c, scatter(c, 18, 0, 0, 300, 140), { color: "#e8d04a", size: 8, op: 0.45 });
  fb += pepperFlecks(c, scatter(c, 60, 0, 0, 300, 140), { size: 1.8 });
  s += `<g ${tr(cx, cy, -8)} filter="${c.shadow2(1, 1)}">${fb}</g>`;
  return s + finish(c);
}

/** Side-view scene: a glass of blueberry yogurt parfait on a table against a wall. */
function drawParfait(c) {
  const horizon = 560;
  let s = `<rect width="${W}" height="${horizon}" fill="${c.linU(
    [
      [0, "#e4dcf2"],
      [1, "#cfc3e6"],
    ],
    0,
    0,
    0,
    horizon,
  )}"/>`;
  s += noiseRect(
    c,
    { freq: 0.006, k: 2, b: -1.1, color: [0.6, 0.55, 0.7], oct: 3, seed: 73 },
    0,
    0,
    W,
    horizon,
    0.5,
  );
  s += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${c.linU(
    [
      [0, "#f4f0fa"],
      [1, "#ddd3ec"],
    ],
    0,
    horizon,
    0,
    H,
  )}"/>`;
  s += noiseRect(
    c,
    { freq: "0.004 0.03", k: 2, b: -1.1, color: [0.7, 0.65, 0.8], oct: 3, seed: 74 },
    0,
    horizon,
    W,
    H - horizon,
    0.6,
  );
  s += `<rect y="${horizon - 2}" width="${W}" height="6" fill="#fff" opacity="0.6"/>`;
  s += `<rect x="-100" y="-100" width="500" height="${horizon + 100}" fill="#fff" opacity="0.16" transform="skewX(-20)" filter="${c.blur(30)}"/>`;
  const gx = 560;
  const top = 150;
  const bot = 800;
  const wt = 170;
  const wb = 140;
  // a small bowl of berries behind, and a linen napkin
  s += `<ellipse cx="230" cy="${horizon + 95}" rx="170" ry="26" fill="#3a2a55" opacity="0.25" filter="${c.blur(10)}"/>`;
  for (const [bx, by] of scatter(c, 16, 230, horizon - 2, 120, 26)) s += blueberry(c, bx, by, 24);
  s += `<path d="M70 ${horizon}Q80 ${horizon + 100} 230 ${horizon + 100}Q380 ${horizon + 100} 390 ${horizon}Z" fill="${c.lin(
    [
      [0, "#ffffff"],
      [0.6, "#eeeaf4"],
      [1, "#cfc6de"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<ellipse cx="230" cy="${horizon}" rx="160" ry="14" fill="none" stroke="#fff" stroke-width="4"/>`;
  // shadow
  s += `<ellipse cx="${gx + 90}" cy="${bot + 5}" rx="230" ry="32" fill="#3a2a55" opacity="0.28" filter="${c.blur(14)}"/>`;
  const glass = `M${gx - wt} ${top}L${gx - wb} ${bot - 30}Q${gx - wb} ${bot} ${gx - wb + 30} ${bot}L${gx + wb - 30} ${bot}Q${gx + wb} ${bot} ${gx + wb} ${bot - 30}L${gx + wt} ${top}Z`;
  const inner = `M${gx - wt + 12} ${top}L${gx - wb + 12} ${bot - 60}Q${gx - wb + 14} ${bot - 36} ${gx - wb + 40} ${bot - 36}L${gx + wb - 40} ${bot - 36}Q${gx + wb - 14} ${bot - 36} ${gx + wb - 12} ${bot - 60}L${gx + wt - 12} ${top}Z`;
  const clip = c.clip(`<path d="${inner}"/>`);
  const layers = [
    [bot - 36, 660, "berry"],
    [660, 590, "yog"],
    [590, 500, "gran"],
    [500, 420, "yog"],
    [420, 350, "berry"],
    [350, 245, "yog"],
  ];
  let L = "";
  for (const [yb, yt, kind] of layers) {
    const wave = [];
    const ph = c.r(0, 6);
    for (let i = 0; i <= 8; i++)
      wave.push([gx - 220 + i * 55, yt + Math.sin(i * 1.1 + ph) * 20 + c.r(-6, 6)]);
    const d = `M${gx - 230} ${yb + 5}L${gx - 230} ${yt}${smoothOpen(wave).replace(/^M[^C]*/, `L${f(wave[0][0])} ${f(wave[0][1])}`)}L${gx + 230} ${yb + 5}Z`;
    if (kind === "yog") {
      L += `<path d="${d}" fill="${c.linU(
        [
          [0, "#d9d2e2"],
          [0.18, "#fbf9f7"],
          [0.45, "#ffffff"],
          [0.8, "#efeaf0"],
          [1, "#cfc6da"],
        ],
        gx - wt,
        0,
        gx + wt,
        0,
      )}"/>`;
    } else if (kind === "berry") {
      L += `<path d="${d}" fill="${c.linU(
        [
          [0, "#3a1450"],
          [0.3, "#6a2e8a"],
          [0.6, "#57207a"],
          [1, "#2a0c40"],
        ],
        gx - wt,
        0,
        gx + wt,
        0,
      )}"/>`;
      for (let i = 0; i < 14; i++) {
        const bx = gx + c.r(-wt, wt);
        const by = c.r(yt + 5, yb - 5);
        L += blueberry(c, bx, by, c.r(18, 24));
      }
      L += `<path d="${smoothOpen(wave)}" stroke="#8a4aa8" stroke-width="10" fill="none" opacity="0.5" transform="translate(0 -4)" filter="${c.blur(4)}"/>`;
    } else {
      L += `<path d="${d}" fill="#c98a3a"/>`;
      for (let i = 0; i < 70; i++) {
        const bx = gx + c.r(-wt, wt);
        const by = c.r(yt + 2, yb);
        const rr = c.r(7, 16);
        L += `<path d="${blob(c, bx, by, rr, rr * 0.75, { n: 7, jit: 0.3 })}" fill="${c.pick(["#e6b060", "#d49a48", "#f2c878", "#b87a30"])}" stroke="#8a5a20" stroke-width="0.8"/>`;
      }
    }
  }
  // surface of the top layer, seen slightly from above
  L += `<ellipse cx="${gx}" cy="260" rx="${wt - 14}" ry="26" fill="#fbf8f6"/>`;
  s += `<path d="${glass}" fill="#ffffff" opacity="0.35"/>`;
  s += `<g clip-path="${clip}">${L}<rect x="${gx - wt}" y="${top}" width="40" height="${bot - top}" fill="#fff" opacity="0.35" filter="${c.blur(6)}"/><rect x="${gx + wt - 70}" y="${top}" width="30" height="${bot - top}" fill="#fff" opacity="0.2" filter="${c.blur(6)}"/><path d="${inner}" fill="none" stroke="#5a4a7a" stroke-width="16" opacity="0.18" filter="${c.blur(6)}"/></g>`;
  s += `<path d="M${gx - wb + 14} ${bot - 34}L${gx + wb - 14} ${bot - 34}L${gx + wb - 8} ${bot - 10}Q${gx + wb - 10} ${bot - 2} ${gx + wb - 30} ${bot - 2}L${gx - wb + 30} ${bot - 2}Q${gx - wb + 10} ${bot - 2} ${gx - wb + 8} ${bot - 10}Z" fill="#eef2f8" opacity="0.55"/>`;
  s += `<path d="${glass}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`;
  s += `<path d="M${gx - wt + 26} ${top + 40}L${gx - wb + 24} ${bot - 80}" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.55" filter="${c.blur(3)}"/>`;
  s += `<path d="M${gx + wt - 34} ${top + 60}L${gx + wb - 30} ${bot - 120}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.4" filter="${c.blur(2)}"/>`;
  s += `<ellipse cx="${gx}" cy="${top}" rx="${wt}" ry="20" fill="none" stroke="#fff" stroke-width="4" opacity="0.85"/>`;
  // toppings above the rim
  s += g(
    `filter="${c.shadow(3, 5, 4, 0.3)}"`,
    scatter(c, 26, gx, 245, 120, 18)
      .map(([x, y]) => {
        const rr = c.r(8, 15);
        return `<path d="${blob(c, x, y - 6, rr, rr * 0.75, { n: 7, jit: 0.3 })}" fill="${c.pick(["#e6b060", "#d49a48", "#f2c878"])}" stroke="#8a5a20" stroke-width="0.8"/>`;
      })
      .join(""),
  );
  for (const [x, y] of [
    [gx - 60, 225],
    [gx + 10, 215],
    [gx + 70, 228],
    [gx - 15, 238],
    [gx + 40, 200],
    [gx - 40, 205],
  ])
    s += blueberry(c, x, y, 22);
  s += leaf(c, gx + 5, 200, 70, -60, { kind: "mint", w: 0.45 });
  s += leaf(c, gx + 5, 200, 62, -130, { kind: "mint", w: 0.45 });
  s += leaf(c, gx + 5, 200, 50, -95, { kind: "mint", w: 0.45 });
  // props on the table
  for (const [x, y] of [
    [230, 760],
    [280, 800],
    [190, 820],
    [880, 780],
    [940, 820],
    [330, 840],
  ])
    s += blueberry(c, x, y, 22);
  s += `<g filter="${c.shadow(6, 8, 6, 0.3)}"><path d="M820 880L1140 700" stroke="${c.linU(METAL, 0, 0, 10, 10)}" stroke-width="14" stroke-linecap="round"/><ellipse cx="1160" cy="688" rx="44" ry="26" transform="rotate(-30 1160 688)" fill="${c.lin(METAL)}"/></g>`;
  s += leaf(c, 400, 800, 80, -20, { kind: "mint", w: 0.45 });
  return s + finish(c, { light: 0.1, vignette: 0.22 });
}

function skewer(c, x, y, L, rot) {
  let s = `<path d="M${f(-L * 0.1)} -4L${f(L * 1.08)} -2.5L${f(L * 1.12)} 0L${f(L * 1.08)} 2.5L${f(-L * 0.1)} 4Z" fill="${c.lin(
    [
      [0, "#f1d6a4"],
      [1, "#b8935a"],
    ],
  )}"/>`;
  const n = 7;
  const order = [0, 1, 3, 4, 6, 2, 5];
  for (const i of order) {
    const px = (L * (i + 0.5)) / n;
    if (i === 2 || i === 5) {
      s += `<g filter="${c.shadow(3, 5, 4, 0.45)}"><rect x="${f(px - 16)}" y="-30" width="32" height="60" rx="10" fill="${c.lin(
        [
          [0, "#f4fbe2"],
          [0.45, "#a8d86a"],
          [1, "#4f8a22"],
        ],
        0,
        0,
        1,
        0,
      )}"/><path d="M${f(px - 14)} -28L${f(px + 14)} -22M${f(px - 14)} 22L${f(px + 14)} 28" stroke="#3a1a06" stroke-width="6" opacity="0.35"/><path d="M${f(px - 9)} -22v44" stroke="#fff" stroke-width="3" opacity="0.55"/></g>`;
    } else {
      const w = c.r(96, 108);
      const h = c.r(88, 100);
      const a = c.r(-15, 15);
      const d = smooth(
        [
          [-w / 2, -h / 2 + c.r(0, 12)],
          [0, -h / 2 - c.r(0, 6)],
          [w / 2 - c.r(0, 12), -h / 2],
          [w / 2 + c.r(0, 6), 0],
          [w / 2, h / 2 - c.r(0, 12)],
          [0, h / 2 + c.r(0, 6)],
          [-w / 2 + c.r(0, 12), h / 2],
          [-w / 2 - c.r(0, 6), 0],
        ],
        0.8,
      );
      let m = `<path d="${d}" fill="${c.rad(
        [
          [0, "#e39a4a"],
          [0.45, "#b8661e"],
          [0.85, "#7a340c"],
          [1, "#4a1804"],
        ],
        0.42,
        0.38,
        0.62,
      )}" filter="${c.grain({ freq: 0.1, k: 1.8, b: -1.05, color: [0.25, 0.08, 0.02], oct: 2, seed: 89 })}"/>`;
      m += `<path d="M${f(-w * 0.35)} ${f(-h * 0.15)}L${f(w * 0.3)} ${f(-h * 0.35)}M${f(-w * 0.35)} ${f(h * 0.2)}L${f(w * 0.35)} ${f(-h * 0.02)}" stroke="#2a0c02" stroke-width="6" opacity="0.45" stroke-linecap="round" filter="${c.blur(1.5)}"/>`;
      m += `<ellipse cx="${f(-w * 0.15)}" cy="${f(-h * 0.22)}" rx="${f(w * 0.28)}" ry="${f(h * 0.08)}" transform="rotate(-25 ${f(-w * 0.15)} ${f(-h * 0.22)})" fill="#fff3d8" opacity="0.7" filter="${c.blur(2.5)}"/>`;
      m += `<ellipse cx="${f(w * 0.18)}" cy="${f(h * 0.15)}" rx="${f(w * 0.12)}" ry="${f(h * 0.05)}" fill="#fff3d8" opacity="0.4" filter="${c.blur(2)}"/>`;
      s += `<g ${tr(px, c.r(-3, 3), a)} filter="${c.shadow(4, 6, 5, 0.5)}">${m}</g>`;
    }
  }
  s += sesame(c, scatter(c, 26, L / 2, 0, L * 0.5, 28), { size: 3.6 });
  return `<g ${tr(x, y, rot)}>${s}</g>`;
}

function drawTeriyaki(c) {
  let s = bgWood(c, "#2c2624", { n: 5, dir: "h", grain: 0.7 });
  s += sauceBowl(c, 1060, 760, 100, "#4a1e08", { outer: "#f1ece2" });
  s += sesame(c, scatter(c, 30, 180, 800, 80), { size: 4 });
  s += chopsticks(c, 820, 70, 20, 520, "#d8b37d");
  s += `<g ${tr(570, 450, -12)} filter="${c.shadow2(1.1, 1.1)}"><rect x="-430" y="-230" width="860" height="460" rx="40" fill="${c.lin(
    [
      [0, "#ffffff"],
      [0.6, "#f1ede6"],
      [1, "#d2cbbf"],
    ],
    0,
    0,
    1,
    1,
  )}"/><rect x="-395" y="-195" width="790" height="390" rx="26" fill="#f7f4ee"/><rect x="-395" y="-195" width="790" height="390" rx="26" fill="none" stroke="#b9b2a6" stroke-width="6" opacity="0.5" filter="${c.blur(4)}"/></g>`;
  s += skewer(c, 235, 320, 660, -12);
  s += skewer(c, 255, 475, 660, -12);
  s += skewer(c, 275, 630, 660, -12);
  s += scallions(c, scatter(c, 34, 570, 470, 320, 170), 9);
  s += citrusWedge(c, 900, 250, 120, -30, "lime");
  return s + finish(c, { vignette: 0.4 });
}

function avocadoHalf(c, x, y, L, rot, { pit = true } = {}) {
  const pts = [
    [0, -L * 0.28],
    [L * 0.35, -L * 0.3],
    [L * 0.62, -L * 0.18],
    [L * 0.7, 0],
    [L * 0.62, L * 0.18],
    [L * 0.35, L * 0.3],
    [0, L * 0.28],
    [-L * 0.2, L * 0.17],
    [-L * 0.28, 0],
    [-L * 0.2, -L * 0.17],
  ];
  const shape = smooth(pts);
  let s = `<path d="${shape}" fill="${c.lin([
    [0, "#3a5a1a"],
    [1, "#1a2e0a"],
  ])}"/>`;
  s += `<path d="${shape}" transform="translate(${f(L * 0.02)} 0) scale(0.9)" fill="${c.rad(
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
    s += `<circle cx="${f(L * 0.33)}" cy="0" r="${f(L * 0.17)}" fill="${c.rad(
      [
        [0, "#c98a5a"],
        [0.6, "#8a4a22"],
        [1, "#4a220a"],
      ],
      0.4,
      0.36,
      0.65,
    )}"/>`;
    s += `<ellipse cx="${f(L * 0.28)}" cy="${f(-L * 0.06)}" rx="${f(L * 0.06)}" ry="${f(L * 0.03)}" transform="rotate(-30 ${f(L * 0.28)} ${f(-L * 0.06)})" fill="#fff" opacity="0.5"/>`;
  }
  return `<g ${tr(x, y, rot)} filter="${c.shadow2(0.6, 1)}">${s}</g>`;
}

function drawAvocadoToast(c) {
  let s = bgLinen(c, "#f0c3c0", { weave: 0.45 });
  s += avocadoHalf(c, 1000, 180, 300, 150);
  s += citrusWedge(c, 1080, 740, 140, -20, "lemon");
  s += knife(c, 120, 860, -60, 400);
  s += board(c, 520, 460, 760, 640, 4, { wood: "#d0a46c", handle: false, radius: 40 });
  const cx = 520;
  const cy = 450;
  const sl = (x, y, w, rot, eggR) => {
    let t = breadSlice(c, x, y, w, rot, { crumb: "#e4b472", crust: "#6e3a12", toast: 0.8 });
    const spread = blob(c, x, y, w * 0.4, w * 0.33, { n: 12, jit: 0.1 });
    t += `<g filter="${c.shadow(2, 4, 4, 0.3)}"><path d="${spread}" fill="${c.rad(
      [
        [0, "#d9e68a"],
        [0.7, "#a8c84e"],
        [1, "#7ea23a"],
      ],
      0.45,
      0.42,
      0.6,
    )}" filter="${c.grain({ freq: 0.06, k: 2.2, b: -1.2, color: [0.3, 0.45, 0.1], oct: 3, seed: 77 })}"/></g>`;
    for (const [px, py] of scatter(c, 18, x, y, w * 0.34, w * 0.28))
      t += `<path d="${blob(c, px, py, c.r(8, 16), c.r(6, 12), { n: 6, jit: 0.3 })}" fill="${c.pick(["#e4ee9a", "#b8d060", "#c9dc74"])}" opacity="0.9"/>`;
    if (eggR) {
      t += `<g filter="${c.shadow(4, 7, 6, 0.4)}"><path d="${blob(c, x + 5, y - 5, eggR, eggR * 0.86, { n: 10, jit: 0.1 })}" fill="${c.rad(
        [
          [0, "#ffffff"],
          [0.6, "#f8f6f2"],
          [1, "#dcd8d2"],
        ],
        0.42,
        0.38,
        0.6,
      )}"/></g>`;
      t += `<path d="${blob(c, x + 10, y, eggR * 0.42, eggR * 0.38, { n: 8, jit: 0.05 })}" fill="${c.rad(
        [
          [0, "#ffc83a"],
          [0.6, "#f59e0b"],
          [1, "#e07a00"],
        ],
        0.4,
        0.38,
        0.62,
      )}"/>`;
      t += `<path d="M${f(x + 10 + eggR * 0.3)} ${f(y + eggR * 0.2)}Q${f(x + eggR * 0.7)} ${f(y + eggR * 0.75)} ${f(x + eggR * 0.45)} ${f(y + eggR * 1.05)}Q${f(x + eggR * 0.25)} ${f(y + eggR * 0.8)} ${f(x + 10)} ${f(y + eggR * 0.36)}Z" fill="${c.lin(
        [
          [0, "#f9a81a"],
          [1, "#e8860a"],
        ],
      )}"/>`;
      t += `<ellipse cx="${f(x - eggR * 0.05)}" cy="${f(y - eggR * 0.1)}" rx="${f(eggR * 0.14)}" ry="${f(eggR * 0.07)}" transform="rotate(-30 ${f(x - eggR * 0.05)} ${f(y - eggR * 0.1)})" fill="#fff" opacity="0.8"/>`;
      t += `<ellipse cx="${f(x - eggR * 0.4)}" cy="${f(y - eggR * 0.45)}" rx="${f(eggR * 0.3)}" ry="${f(eggR * 0.12)}" transform="rotate(-30 ${f(x - eggR * 0.4)} ${f(y - eggR * 0.45)})" fill="#fff" opacity="0.9" filter="${c.blur(4)}"/>`;
    }
    t += chiliFlakes(c, scatter(c, 40, x, y, w * 0.4, w * 0.32), 4);
    t += pepperFlecks(c, scatter(c, 30, x, y, w * 0.4, w * 0.32), { size: 1.8 });
    t += sesame(c, scatter(c, 20, x, y, w * 0.4, w * 0.32), { size: 3.5, dark: true });
    return t;
  };
  s += sl(cx - 120, cy - 90, 380, -8, 120);
  s += sl(cx + 150, cy + 130, 340, 12, 0);
  for (let i = 0; i < 8; i++)
    s += leaf(c, cx + 150 + c.r(-40, 40), cy + 130 + c.r(-40, 40), c.r(30, 40), c.r(0, 360), {
      kind: "mint",
      w: 0.5,
      round: 0.9,
      veins: 1,
    });
  s += citrus(c, cx + 250, cy - 160, 46, 20);
  return s + finish(c);
}

function drawBeefBroccoli(c) {
  let s = bgLinen(c, "#9c3b28", { weave: 0.45 });
  s += chopsticks(c, 860, 760, -30, 520, "#2a2522");
  s += bowl(
    c,
    1060,
    170,
    120,
    (x, y, r) =>
      riceBed(c, x, y, r, r, { n: 200, len: 8 }) +
      sesame(c, scatter(c, 10, x, y, r * 0.6), { size: 3.5, dark: true }),
    { outer: "#f3eee6" },
  );
  s += garlicClove(c, 140, 140, 60, 30);
  s += garlicClove(c, 200, 200, 54, -20);
  const cx = 540;
  const cy = 460;
  s += bowl(
    c,
    cx,
    cy,
    350,
    (x, y, r) => {
      let t = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.rad([
        [0, "#8a4a1e"],
        [1, "#4a220a"],
      ])}"/>`;
      const items = scatter(c, 44, x, y, r * 0.88);
      items.forEach(([px, py], i) => {
        if (i % 5 === 0 || i % 5 === 3)
          t += broccoli(c, px, py, c.r(56, 66), { rot: c.r(0, 360), tint: 0 });
        else {
          const L = c.r(64, 84);
          const a = c.r(0, 180);
          const sl = smooth([
            [-L, -L * 0.2],
            [-L * 0.3, -L * 0.5],
            [L * 0.4, -L * 0.45],
            [L, -L * 0.1],
            [L * 0.5, L * 0.4],
            [-L * 0.4, L * 0.45],
          ]);
          t += `<g ${tr(px, py, a)} filter="${c.shadow(3, 5, 4, 0.5)}"><path d="${sl}" fill="${c.rad(
            [
              [0, "#b06e42"],
              [0.65, "#7e4220"],
              [1, "#4e2410"],
            ],
            0.4,
            0.35,
            0.75,
          )}" filter="${c.grain({ freq: 0.09, k: 1.6, b: -0.95, color: [0.2, 0.06, 0.02], oct: 2, seed: 91 })}"/><path d="M${f(-L * 0.7)} ${f(-L * 0.12)}Q0 ${f(-L * 0.26)} ${f(L * 0.7)} ${f(-L * 0.1)}" stroke="#ffe2c0" stroke-width="${f(L * 0.05)}" fill="none" opacity="0.45" stroke-linecap="round" filter="${c.blur(2)}"/><path d="M${f(-L * 0.5)} ${f(L * 0.1)}Q0 ${f(L * 0.02)} ${f(L * 0.5)} ${f(L * 0.05)}" stroke="#2a0c02" stroke-width="2" fill="none" opacity="0.35"/></g>`;
        }
      });
      t += sheen(c, scatter(c, 16, x, y, r * 0.75), { size: 22, op: 0.35 });
      t += sesame(c, scatter(c, 70, x, y, r * 0.8), { size: 4 });
      t += scallions(c, scatter(c, 16, x, y, r * 0.7), 8);
      t += chiliFlakes(c, scatter(c, 20, x, y, r * 0.7), 3.5);
      return t;
    },
    { outer: "#f4f0e8", outerEdge: "#bfb4a3", speckle: 0.3 },
  );
  return s + finish(c);
}

function vegSlice(c, x, y, r, kind, rot) {
  const K = {
    zuc: ["#2f6a1e", "#eef5c8", "#d6e8a0"],
    squash: ["#e8b20f", "#fff6c8", "#f6e29a"],
    egg: ["#3a1840", "#f4ecd2", "#e6d8b0"],
    tom: ["#c8281a", "#f0583e", "#e4432a"],
  }[kind];
  let s = `<ellipse rx="${f(r)}" ry="${f(r * 0.92)}" fill="${K[0]}"/>`;
  s += `<ellipse cx="${f(r * 0.03)}" rx="${f(r * 0.88)}" ry="${f(r * 0.8)}" fill="${c.rad(
    [
      [0, K[1]],
      [1, K[2]],
    ],
    0.45,
    0.45,
    0.6,
  )}"/>`;
  if (kind === "egg" || kind === "zuc" || kind === "squash")
    for (let i = 0; i < 8; i++)
      s += `<ellipse cx="${f(Math.cos(i) * r * 0.35)}" cy="${f(Math.sin(i * 1.7) * r * 0.3)}" rx="${f(r * 0.05)}" ry="${f(r * 0.03)}" fill="${kind === "egg" ? "#b8a070" : "#c9d88a"}"/>`;
  if (kind === "tom") s += `<circle r="${f(r * 0.3)}" fill="#f79a7c" opacity="0.7"/>`;
  s += `<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.3)}" rx="${f(r * 0.3)}" ry="${f(r * 0.1)}" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.3)})" fill="#fff" opacity="0.45"/>`;
  return `<g ${tr(x, y, rot)} filter="${c.shadow(3, 4, 3, 0.45)}">${s}</g>`;
}

function drawRatatouille(c) {
  let s = bgLinen(c, "#ead9a6", { weave: 0.45 });
  s += napkin(c, 860, -60, 400, 320, 12, { color: "#f6f1e6", stripe: "#3f6212", stripes: 2 });
  s += thyme(c, 920, 760, 200, -20);
  s += thyme(c, 960, 800, 180, 5);
  s += garlicBulb(c, 140, 780, 52);
  s += cherryTomato(c, 120, 140, 44);
  s += cherryTomato(c, 200, 90, 38);
  s += spoon(c, 1180, 520, 170, 320, { metal: false, color: "#b98a58" });
  const cx = 560;
  const cy = 450;
  // round enamel baking dish with handles
  s += g(
    `filter="${c.shadow2(1.2, 1)}"`,
    `<rect x="${cx - 420}" y="${cy - 50}" width="840" height="100" rx="40" fill="${c.lin([
      [0, "#d0563a"],
      [1, "#8a2a16"],
    ])}"/>`,
  );
  s += skillet(
    c,
    cx,
    cy,
    370,
    (x, y, r) => {
      let t = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.rad([
        [0, "#d8482a"],
        [1, "#8a1e0e"],
      ])}"/>`;
      const kinds = ["zuc", "tom", "egg", "squash"];
      let k = 0;
      for (const [rr, n, sz] of [
        [r * 0.82, 30, 62],
        [r * 0.58, 22, 58],
        [r * 0.34, 13, 54],
        [r * 0.12, 5, 48],
      ]) {
        for (let i = 0; i < n; i++) {
          const a = (i / n) * Math.PI * 2;
          t += vegSlice(
            c,
            x + Math.cos(a) * rr,
            y + Math.sin(a) * rr,
            sz,
            kinds[k++ % 4],
            deg(a) + 90,
          );
        }
      }
      t += herbFlecks(c, scatter(c, 80, x, y, r * 0.9), {
        size: 4,
        colors: ["#5e7a3c", "#6f8a4a", "#4a6a2c"],
      });
      t += thyme(c, x - 40, y - 30, 140, -20);
      t += oilDrops(c, scatter(c, 14, x, y, r * 0.85), { color: "#e8c24a", size: 7, op: 0.5 });
      return t;
    },
    { ang: 0, metal: "#b8402a" },
  ).replace(/<path d="M[^"]*"[^>]*\/><rect[^>]*opacity="0.75"\/>/, "");
  return s + finish(c);
}

function cookie(c, x, y, r) {
  let s = `<path d="${blob(c, 0, 0, r, r * c.r(0.92, 1), { n: 14, jit: 0.06 })}" fill="${c.rad(
    [
      [0, "#e9b46a"],
      [0.55, "#d99a4a"],
      [0.85, "#c07a30"],
      [1, "#9a5a1e"],
    ],
    0.48,
    0.46,
    0.56,
  )}" filter="${c.grain({ freq: 0.07, k: 2, b: -1.15, color: [0.45, 0.22, 0.06], oct: 3, seed: 79 })}"/>`;
  for (let i = 0; i < 5; i++) {
    const a = c.r(0, Math.PI * 2);
    const d0 = c.r(0.1, 0.5) * r;
    const p = [Math.cos(a) * d0, Math.sin(a) * d0];
    const q = [
      p[0] + Math.cos(a + c.r(-0.8, 0.8)) * r * 0.35,
      p[1] + Math.sin(a + c.r(-0.8, 0.8)) * r * 0.35,
    ];
    s += `<path d="M${pt(p)}Q${f((p[0] + q[0]) / 2 + c.r(-10, 10))} ${f((p[1] + q[1]) / 2 + c.r(-10, 10))} ${pt(q)}" stroke="#8a4a16" stroke-width="${f(c.r(3, 6))}" fill="none" opacity="0.45" stroke-linecap="round" filter="${c.blur(1.5)}"/>`;
    s += `<path d="M${pt(p)}Q${f((p[0] + q[0]) / 2)} ${f((p[1] + q[1]) / 2)} ${pt(q)}" stroke="#fbdca0" stroke-width="2" fill="none" opacity="0.5" transform="translate(-2 -2)"/>`;
  }
  for (const [px, py] of scatter(c, 11, 0, 0, r * 0.8)) {
    const cr = c.r(10, 18);
    s += `<g filter="${c.shadow(1, 2, 1.5, 0.4)}"><path d="${blob(c, px, py, cr, cr * c.r(0.7, 0.95), { n: 5, jit: 0.25, rot: c.r(0, 180) })}" fill="${c.rad(
      [
        [0, "#7a4a2a"],
        [0.5, "#4a2614"],
        [1, "#2a140a"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/><ellipse cx="${f(px - cr * 0.3)}" cy="${f(py - cr * 0.3)}" rx="${f(cr * 0.35)}" ry="${f(cr * 0.15)}" fill="#fff" opacity="0.35"/></g>`;
  }
  for (const [px, py] of scatter(c, 6, 0, 0, r * 0.7))
    s += `<rect x="${f(px)}" y="${f(py)}" width="5" height="5" transform="rotate(${f(c.r(0, 90))} ${f(px)} ${f(py)})" fill="#fff" opacity="0.9"/>`;
  return `<g ${tr(x, y)} filter="${c.shadow2(0.45, 1.1)}">${s}</g>`;
}

function drawCookies(c) {
  let s = bgLinen(c, "#c9dde6", { weave: 0.45 });
  // sheet pan with parchment
  s += `<g ${tr(470, 450, -8)} filter="${c.shadow2(1.2, 1)}"><rect x="-470" y="-350" width="940" height="700" rx="30" fill="${c.lin(
    [
      [0, "#e6e9ec"],
      [0.5, "#b9bec4"],
      [1, "#8e949b"],
    ],
    0,
    0,
    1,
    1,
  )}"/><rect x="-440" y="-320" width="880" height="640" rx="18" fill="#a9afb6"/><path d="M-430 -300L420 -330L440 300L-420 330Z" fill="${c.lin(
    [
      [0, "#fbf6ea"],
      [1, "#efe4cf"],
    ],
    0,
    0,
    1,
    1,
  )}"/></g>`;
  s += noiseRect(
    c,
    { freq: 0.012, k: 2, b: -1.15, color: [0.7, 0.6, 0.45], oct: 3, seed: 81 },
    60,
    130,
    820,
    640,
    0.45,
  );
  for (const [x, y] of [
    [230, 260],
    [490, 230],
    [740, 250],
    [260, 560],
    [520, 520],
    [770, 580],
  ])
    s += cookie(c, x + c.r(-15, 15), y + c.r(-15, 15), c.r(108, 118));
  // glass of milk
  s += `<g filter="${c.shadow2(0.6, 0.9)}"><circle cx="1050" cy="210" r="110" fill="${c.rad(
    [
      [0, "#ffffff"],
      [0.85, "#f2f4f6"],
      [1, "#c9d0d6"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/></g>`;
  s += `<circle cx="1050" cy="210" r="92" fill="${c.rad(
    [
      [0, "#ffffff"],
      [1, "#e9ecef"],
    ],
    0.4,
    0.4,
    0.6,
  )}"/><path d="${smoothOpen(arcPts(1050, 210, 100, 200, 260, 6))}" stroke="#fff" stroke-width="6" fill="none" opacity="0.9" stroke-linecap="round"/>`;
  s += cookie(c, 1040, 700, 105);
  for (const [x, y] of scatter(c, 18, 1050, 470, 90, 110))
    s += `<g filter="${c.shadow(1.5, 2.5, 2, 0.4)}"><path d="${blob(c, x, y, 11, 9, { n: 5, jit: 0.25 })}" fill="${c.rad(
      [
        [0, "#6a3a20"],
        [1, "#2a140a"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/></g>`;
  for (const [x, y] of scatter(c, 14, 1050, 470, 110, 130))
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.r(2, 4))}" fill="#d9a45a"/>`;
  return s + finish(c);
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
  "garlic-butter-shrimp-pasta.jpg": { draw: drawShrimpPasta, focus: [160, 70, 760] },
  "spinach-feta-omelette.jpg": { draw: drawOmelette, focus: [180, 70, 760] },
  "honey-soy-salmon-bowl.jpg": { draw: drawSalmonBowl, focus: [170, 90, 740] },
  "wild-mushroom-risotto.jpg": { draw: drawRisotto, focus: [130, 50, 780] },
  "street-style-beef-tacos.jpg": { draw: drawTacos, focus: [180, 180, 720] },
  "banana-oat-pancakes.jpg": { draw: drawPancakes, focus: [180, 90, 760] },
  "rainbow-vegetable-stir-fry.jpg": { draw: drawStirFry, focus: [170, 70, 760] },
  "basil-pesto-gnocchi.jpg": { draw: drawGnocchi, focus: [170, 90, 740] },
  "black-bean-burrito-bowl.jpg": { draw: drawBurritoBowl, focus: [210, 80, 740] },
  "greek-lemon-potatoes.jpg": { draw: drawGreekPotatoes, focus: [210, 120, 700] },
  "margherita-flatbread.jpg": { draw: drawFlatbread, focus: [190, 110, 700] },
  "blueberry-yogurt-parfait.jpg": { draw: drawParfait, focus: [230, 130, 660] },
  "teriyaki-chicken-skewers.jpg": { draw: drawTeriyaki, focus: [220, 110, 700] },
  "avocado-toast-poached-egg.jpg": { draw: drawAvocadoToast, focus: [130, 60, 760] },
  "beef-and-broccoli.jpg": { draw: drawBeefBroccoli, focus: [170, 90, 740] },
  "summer-ratatouille.jpg": { draw: drawRatatouille, focus: [170, 60, 780] },
  "brown-butter-chocolate-chip-cookies.jpg": { draw: drawCookies, focus: [40, 70, 820] },
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
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" viewBox="${focus[0]} ${focus[1]} ${focus[2]} ${focus[2]}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

/* ----------------------------------------------------------------------------------------------
 * Logo mark (64x64 viewBox): a cooking pot whose lid sprouts a fresh leaf.
 * Keep in sync with src/components/logo/logo-mark.tsx.
 * -------------------------------------------------------------------------------------------- */

const MARK_COLORS = {
  pot: BRAND.brand,
  lid: BRAND.brandStrong,
  leafA: BRAND.herb,
  leafB: "#65a30d",
  shine: BRAND.bg,
};
const MARK_ON_BRAND = {
  pot: BRAND.bg,
  lid: BRAND.brandSoft,
  leafA: "#bef264",
  leafB: "#d9f99d",
  shine: null,
};

function logoMark(C = MARK_COLORS) {
  return (
    `<path d="M11 36H53V47A11 11 0 0 1 42 58H22A11 11 0 0 1 11 47Z" fill="${C.pot}"/>` +
    `<rect x="3.5" y="37.5" width="10" height="6" rx="3" fill="${C.pot}"/>` +
    `<rect x="50.5" y="37.5" width="10" height="6" rx="3" fill="${C.pot}"/>` +
    `<path d="M10 31C10 22.5 20 18 32 18S54 22.5 54 31Z" fill="${C.lid}"/>` +
    `<rect x="7" y="29.5" width="50" height="5" rx="2.5" fill="${C.lid}"/>` +
    `<path d="M32 19V13" stroke="${C.leafA}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M32 14.5C31 9 26 6.5 19.5 7.5C20 13.5 25 16.5 32 14.5Z" fill="${C.leafB}"/>` +
    `<path d="M32 13C33.5 7 39.5 4.5 46.5 6C45.5 13 39.5 16 32 13Z" fill="${C.leafA}"/>` +
    (C.shine
      ? `<path d="M17 40.5V47.5A5.5 5.5 0 0 0 20.5 52.6" stroke="${C.shine}" stroke-width="2.6" stroke-linecap="round" fill="none" opacity="0.5"/>`
      : "")
  );
}

function logoSvgFile() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Pantry Chef">${logoMark()}</svg>\n`;
}

function iconSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><defs>` +
    `<linearGradient id="ib" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9531a"/><stop offset="1" stop-color="${BRAND.brandStrong}"/></linearGradient>` +
    `<radialGradient id="ih" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="512" height="512" rx="112" fill="url(#ib)"/><rect width="512" height="512" rx="112" fill="url(#ih)"/>` +
    `<svg x="80" y="76" width="352" height="352" viewBox="0 0 64 64">${logoMark(MARK_ON_BRAND)}</svg></svg>`
  );
}

/* ----------------------------------------------------------------------------------------------
 * Text measurement (renders the string with librsvg and trims it)
 * -------------------------------------------------------------------------------------------- */

const measureCache = new Map();
async function measure(text, size, weight = 400) {
  const key = `${text}|${size}|${weight}`;
  if (measureCache.has(key)) return measureCache.get(key);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(size * text.length * 0.8 + 40)}" height="${Math.ceil(size * 2)}"><text x="10" y="${size * 1.4}" font-family="${SANS}" font-size="${size}" font-weight="${weight}" fill="#000">${esc(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  measureCache.set(key, w);
  return w;
}

async function wrapText(text, size, weight, maxW) {
  const words = text.split(" ");
  const lines = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && (await measure(next, size, weight)) > maxW) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

const txt = (x, y, s, size, { weight = 400, fill = BRAND.text, anchor = "start", ls = 0 } = {}) =>
  `<text x="${f(x)}" y="${f(y)}" font-family="${SANS}" font-size="${size}" font-weight="${weight}" fill="${fill}"${anchor !== "start" ? ` text-anchor="${anchor}"` : ""}${ls ? ` letter-spacing="${ls}"` : ""}>${esc(s)}</text>`;

/** Small line icons drawn on a 24x24 grid. */
const ICONS = {
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
const icon = (name, x, y, size, col, sw) =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${f((size / 24) * 100) / 100})">${ICONS[name](col, sw)}</g>`;

/** Tiny ingredient glyphs for the fridge chips (drawn on a 24x24 grid). */
const CHIP_GLYPHS = {
  Eggs: `<ellipse cx="12" cy="13" rx="7" ry="8.5" fill="#ffffff" stroke="#c99a66" stroke-width="1.8"/><ellipse cx="9.5" cy="10" rx="2" ry="3" fill="#fff" opacity="0.9"/>`,
  Tomatoes: `<circle cx="12" cy="13.5" r="8" fill="#e0402a"/><path d="M12 6L9 4.5M12 6L15 4.5M12 6L12 3" stroke="#3f7a22" stroke-width="2" stroke-linecap="round"/><ellipse cx="9" cy="11" rx="2.2" ry="1.5" fill="#fff" opacity="0.6"/>`,
  Spinach: `<path d="M5 19C5 10 11 4 20 4C20 13 14 19 5 19Z" fill="#3f8a2a"/><path d="M5 19L15 9" stroke="#a7d98a" stroke-width="1.5" stroke-linecap="round"/>`,
  Feta: `<path d="M5 9L12 5L19 9V16L12 20L5 16Z" fill="#ffffff" stroke="#bba684" stroke-width="1.6" stroke-linejoin="round"/><path d="M5 9L12 13L19 9M12 13V20" stroke="#bba684" stroke-width="1.5" fill="none"/>`,
};

/* ----------------------------------------------------------------------------------------------
 * Hero: phone mockup with the app UI (1000x1200, transparent)
 * -------------------------------------------------------------------------------------------- */

async function heroSvg(recipes) {
  const HW = 1000;
  const HH = 1200;
  const c = new Ctx("h", "hero");
  const px = 215;
  const py = 40;
  const pw = 570;
  const ph = 1120;
  const sx = px + 14;
  const sy = py + 14;
  const sw = pw - 28;
  const sh = ph - 28;
  const cx0 = sx + 26; // content left
  const cw = sw - 52; // content width
  const pick = (name) => {
    const r = recipes.find((x) => x.recipeName === name);
    if (!r) throw new Error(`hero: recipe "${name}" not found in data/recipes.json`);
    return r;
  };
  const cards = [pick("Shakshuka"), pick("Caprese Salad"), pick("Avocado Toast with Poached Egg")];

  let ui = `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="${BRAND.bg}"/>`;
  ui += `<circle cx="${sx + sw}" cy="${sy + 40}" r="260" fill="${BRAND.brandSoft}" opacity="0.8"/>`;
  // status bar
  ui += txt(sx + 62, sy + 50, "9:41", 24, { weight: 700 });
  const rx0 = sx + sw - 130;
  for (let i = 0; i < 4; i++)
    ui += `<rect x="${rx0 + i * 8}" y="${sy + 50 - 6 - i * 4}" width="5" height="${6 + i * 4}" rx="1.5" fill="${BRAND.text}"/>`;
  ui += `<path d="M${rx0 + 42} ${sy + 38}A14 14 0 0 1 ${rx0 + 64} ${sy + 38}" stroke="${BRAND.text}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M${rx0 + 47} ${sy + 44}A7 7 0 0 1 ${rx0 + 59} ${sy + 44}" stroke="${BRAND.text}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="${rx0 + 53}" cy="${sy + 49}" r="2.5" fill="${BRAND.text}"/>`;
  ui += `<rect x="${rx0 + 74}" y="${sy + 33}" width="36" height="18" rx="5" fill="none" stroke="${BRAND.text}" stroke-width="2" opacity="0.5"/><rect x="${rx0 + 77}" y="${sy + 36}" width="26" height="12" rx="3" fill="${BRAND.text}"/><rect x="${rx0 + 111}" y="${sy + 39}" width="3" height="6" rx="1.5" fill="${BRAND.text}" opacity="0.5"/>`;
  // header
  const hy = sy + 120;
  ui += `<svg x="${cx0}" y="${hy - 30}" width="58" height="58" viewBox="0 0 64 64">${logoMark()}</svg>`;
  ui += txt(cx0 + 68, hy + 12, "Pantry Chef", 36, { weight: 700, ls: -0.5 });
  ui +=
    `<circle cx="${cx0 + cw - 26}" cy="${hy}" r="26" fill="#fff" stroke="${BRAND.border}" stroke-width="2"/>` +
    icon("bell", cx0 + cw - 40, hy - 14, 28, BRAND.text);
  ui += txt(cx0, hy + 62, "Hi Sam! Here's what you can cook.", 22, { fill: BRAND.muted });
  // fridge section
  const fy = hy + 128;
  ui += icon("fridge", cx0, fy - 24, 30, BRAND.herb, 2.2);
  ui += txt(cx0 + 38, fy, "In your fridge", 27, { weight: 700 });
  ui += txt(cx0 + cw, fy, "Edit", 22, { weight: 700, fill: BRAND.brand, anchor: "end" });
  let chipX = cx0;
  let chipY = fy + 22;
  const chipH = 50;
  for (const name of ["Eggs", "Tomatoes", "Spinach", "Feta", "+ Add"]) {
    const add = name === "+ Add";
    const tw = await measure(name, 21, 700);
    const w = tw + (add ? 40 : 74);
    if (chipX + w > cx0 + cw) {
      chipX = cx0;
      chipY += chipH + 12;
    }
    if (add) {
      ui += `<rect x="${chipX}" y="${chipY}" width="${w}" height="${chipH}" rx="${chipH / 2}" fill="none" stroke="${BRAND.brand}" stroke-width="2" stroke-dasharray="6 5"/>`;
      ui += txt(chipX + 20, chipY + chipH / 2 + 7.5, name, 21, { weight: 700, fill: BRAND.brand });
    } else {
      ui += `<rect x="${chipX}" y="${chipY}" width="${w}" height="${chipH}" rx="${chipH / 2}" fill="#fff" stroke="${BRAND.border}" stroke-width="2"/>`;
      ui += `<circle cx="${chipX + 26}" cy="${chipY + chipH / 2}" r="18" fill="${BRAND.brandSoft}"/>`;
      ui += `<g transform="translate(${chipX + 13} ${chipY + chipH / 2 - 13}) scale(1.08)">${CHIP_GLYPHS[name]}</g>`;
      ui += txt(chipX + 52, chipY + chipH / 2 + 7.5, name, 21, { weight: 700 });
    }
    chipX += w + 10;
  }
  // recipes section
  const ry = chipY + chipH + 58;
  ui += txt(cx0, ry, "Cook with what you have", 27, { weight: 700 });
  ui += txt(cx0 + cw, ry, "See all", 22, { weight: 700, fill: BRAND.brand, anchor: "end" });
  const cardH = 196;
  const gap = 20;
  let cy = ry + 24;
  for (const r of cards) {
    const x = cx0 - 6;
    const w = cw + 12;
    ui += `<g filter="${c.shadow(0, 8, 12, 0.12)}"><rect x="${x}" y="${cy}" width="${w}" height="${cardH}" rx="28" fill="#fff"/></g>`;
    ui += `<rect x="${x}" y="${cy}" width="${w}" height="${cardH}" rx="28" fill="none" stroke="${BRAND.border}" stroke-width="1.5"/>`;
    const ts = cardH - 32;
    const clip = c.clip(
      `<rect x="${x + 16}" y="${cy + 16}" width="${ts}" height="${ts}" rx="20"/>`,
    );
    ui += `<g clip-path="${clip}">${recipeThumb(path.basename(r.image), x + 16, cy + 16, ts)}</g>`;
    const tx = x + 16 + ts + 22;
    const maxW = x + w - 20 - tx;
    const lines = await wrapText(r.recipeName, 27, 700, maxW);
    if (lines.length > 2) throw new Error(`hero: "${r.recipeName}" needs ${lines.length} lines`);
    let ty = cy + (lines.length === 1 ? 60 : 50);
    for (const line of lines) {
      ui += txt(tx, ty, line, 27, { weight: 700 });
      ty += 33;
    }
    const ay = cy + cardH - 72;
    ui += `<circle cx="${tx + 13}" cy="${ay - 7}" r="13" fill="${r.author === "Elena Ruiz" ? "#fde2cf" : "#dcefc4"}"/>`;
    ui += txt(
      tx + 13,
      ay - 2.8,
      r.author
        .split(" ")
        .map((p) => p[0])
        .join(""),
      12,
      {
        weight: 700,
        fill: r.author === "Elena Ruiz" ? BRAND.brandStrong : BRAND.herb,
        anchor: "middle",
      },
    );
    ui += txt(tx + 34, ay, r.author, 21, { fill: BRAND.muted });
    const by = cy + cardH - 52;
    const bw = (await measure(r.ingredientAmount, 21, 700)) + 62;
    ui += `<rect x="${tx}" y="${by}" width="${bw}" height="36" rx="18" fill="${BRAND.herbSoft}"/>`;
    ui += icon("fridge", tx + 10, by + 6, 24, BRAND.herb, 2.4);
    ui += txt(tx + 40, by + 25.5, r.ingredientAmount, 21, { weight: 700, fill: BRAND.herb });
    ui += txt(tx + bw + 10, by + 25.5, "ingredients", 19, { fill: BRAND.muted });
    cy += cardH + gap;
  }
  // tab bar
  const tabY = sy + sh - 104;
  ui += `<rect x="${sx}" y="${tabY}" width="${sw}" height="104" fill="#fff"/><rect x="${sx}" y="${tabY}" width="${sw}" height="2" fill="${BRAND.border}"/>`;
  const tabs = ["home", "search", "fridge", "heart", "user"];
  tabs.forEach((t, i) => {
    const tx = sx + (sw / tabs.length) * (i + 0.5) - 16;
    ui += icon(t, tx, tabY + 20, 32, i === 0 ? BRAND.brand : "#a8978a", 2.2);
    if (i === 0) ui += `<circle cx="${tx + 16}" cy="${tabY + 64}" r="3.5" fill="${BRAND.brand}"/>`;
  });
  ui += `<rect x="${px + pw / 2 - 70}" y="${sy + sh - 22}" width="140" height="6" rx="3" fill="${BRAND.text}"/>`;

  const screenClip = c.clip(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="74"/>`);
  let s = "";
  // soft floor shadow
  s += `<ellipse cx="${px + pw / 2 + 20}" cy="${py + ph - 10}" rx="${pw * 0.55}" ry="40" fill="#2a1608" opacity="0.3" filter="${c.blur(26)}"/>`;
  // phone body
  const body = `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="88" fill="${c.lin(
    [
      [0, "#4a4340"],
      [0.5, "#1c1917"],
      [1, "#3a3431"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<rect x="${px - 4}" y="${py + 230}" width="6" height="70" rx="3" fill="#2a2522"/><rect x="${px - 4}" y="${py + 320}" width="6" height="110" rx="3" fill="#2a2522"/><rect x="${px - 4}" y="${py + 450}" width="6" height="110" rx="3" fill="#2a2522"/><rect x="${px + pw - 2}" y="${py + 330}" width="6" height="150" rx="3" fill="#2a2522"/>`;
  s += g(`filter="${c.shadow(18, 30, 34, 0.35)}"`, body);
  s += `<rect x="${px + 3}" y="${py + 3}" width="${pw - 6}" height="${ph - 6}" rx="85" fill="none" stroke="#8a817c" stroke-width="2" opacity="0.7"/>`;
  s += `<rect x="${sx - 2}" y="${sy - 2}" width="${sw + 4}" height="${sh + 4}" rx="76" fill="#0c0a09"/>`;
  s += `<g clip-path="${screenClip}">${ui}</g>`;
  // dynamic island
  s += `<rect x="${px + pw / 2 - 80}" y="${sy + 18}" width="160" height="46" rx="23" fill="#0c0a09"/><circle cx="${px + pw / 2 + 52}" cy="${sy + 41}" r="8" fill="#1f2937"/><circle cx="${px + pw / 2 + 52}" cy="${sy + 41}" r="3.5" fill="#334155"/>`;
  // glass sheen
  s += g(
    `clip-path="${screenClip}"`,
    `<path d="M${sx} ${sy}L${sx + sw * 0.55} ${sy}L${sx} ${sy + sh * 0.42}Z" fill="#fff" opacity="0.07"/>`,
  );
  // decorative food overlapping the phone edges
  s += leaf(c, 215, 640, 170, 195, { kind: "basil" });
  s += leaf(c, 222, 655, 135, 150, { kind: "basil" });
  s += leaf(c, 218, 648, 115, 240, { kind: "basil" });
  s += citrus(c, 835, 610, 88, 15);
  s += rosemary(c, 790, 190, 200, -40);
  s += `<path d="M95 1050Q150 1000 205 1040" stroke="#4d7a22" stroke-width="7" fill="none" stroke-linecap="round" filter="${c.shadow(2, 3, 2, 0.35)}"/>`;
  s += cherryTomato(c, 110, 1085, 60);
  s += cherryTomato(c, 205, 1095, 46);
  s += leaf(c, 820, 1010, 120, 200, { kind: "basil" });
  s += garlicClove(c, 800, 1060, 70, -20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HW}" height="${HH}" viewBox="0 0 ${HW} ${HH}"><defs>${c.defs.join("")}</defs>${s}</svg>`;
}

/* ----------------------------------------------------------------------------------------------
 * Social card (1200x630)
 * -------------------------------------------------------------------------------------------- */

async function socialSvg() {
  const SW = 1200;
  const SH = 630;
  const c = new Ctx("s", "social");
  let s = `<rect width="${SW}" height="${SH}" fill="${BRAND.bg}"/>`;
  s += `<rect width="${SW}" height="${SH}" fill="${c.radU(
    [
      [0, BRAND.brandSoft],
      [1, BRAND.brandSoft, 0],
    ],
    1000,
    320,
    560,
  )}"/>`;
  s += `<circle cx="1010" cy="320" r="300" fill="${BRAND.brandSoft}"/>`;
  s += `<circle cx="1010" cy="320" r="300" fill="none" stroke="#fed7aa" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  // text block
  const x0 = 80;
  s += `<svg x="${x0}" y="70" width="76" height="76" viewBox="0 0 64 64">${logoMark()}</svg>`;
  s += txt(x0 + 92, 124, "Pantry Chef", 40, { weight: 700, fill: BRAND.brandStrong, ls: -0.5 });
  const tagLines = await wrapText("Recipes Using Your Ingredients", 66, 700, 600);
  let ty = 250;
  for (const [i, line] of tagLines.entries()) {
    s += txt(x0, ty, line, 66, {
      weight: 700,
      fill: i === tagLines.length - 1 ? BRAND.brand : BRAND.text,
      ls: -1.5,
    });
    ty += 76;
  }
  s += `<rect x="${x0}" y="${ty - 30}" width="72" height="6" rx="3" fill="${BRAND.herb}"/>`;
  const subLines = ["Delicious Curated Recipes,", "made by chefs not AI"];
  for (const line of subLines)
    if ((await measure(line, 30)) > 600) throw new Error("social: subtitle too wide");
  ty += 24;
  for (const line of subLines) {
    s += txt(x0, ty, line, 30, { fill: BRAND.muted });
    ty += 40;
  }
  // food plates
  const plateAt = (file, x, y, r) => {
    const clip = c.clip(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
    return (
      g(
        `filter="${c.shadow(8, 16, 18, 0.3)}"`,
        `<circle cx="${x}" cy="${y}" r="${r + 10}" fill="#fff"/>`,
      ) + `<g clip-path="${clip}">${recipeThumb(file, x - r, y - r, 2 * r)}</g>`
    );
  };
  s += plateAt("caprese-salad.jpg", 880, 150, 115);
  s += plateAt("honey-soy-salmon-bowl.jpg", 1095, 470, 120);
  s += plateAt("shakshuka.jpg", 955, 400, 150);
  s += leaf(c, 770, 300, 90, 150, { kind: "basil" });
  s += leaf(c, 775, 305, 75, 210, { kind: "basil" });
  s += citrus(c, 1120, 110, 58, 20);
  s += cherryTomato(c, 800, 560, 40);
  s += cherryTomato(c, 860, 590, 32);
  s += rosemary(c, 640, 600, 170, -20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${SH}" viewBox="0 0 ${SW} ${SH}"><defs>${c.defs.join("")}</defs>${s}</svg>`;
}

async function writeJpeg(svg, out, maxBytes = 120 * 1024) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  let q = 78;
  let buf;
  for (;;) {
    buf = await sharp(png)
      .jpeg({ quality: q, mozjpeg: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
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
    throw new Error(
      `No drawing for: ${missing.map((r) => `${r.recipeName} (${r.image})`).join(", ")}`,
    );
  }
  for (const r of recipes) {
    const file = path.basename(r.image);
    if (only && !RECIPE_ART[file]) continue;
    if (only && !only.some((o) => file.startsWith(o))) continue;
    const out = path.join(ROOT, "data", r.image);
    const t0 = Date.now();
    const { bytes, q } = await writeJpeg(recipeSvg(file), out);
    console.log(
      `${path.relative(ROOT, out)}  ${(bytes / 1024).toFixed(1)} KB  q${q}  ${Date.now() - t0} ms`,
    );
  }
  if (only && !only.includes("brand")) return;

  const report = async (rel) => {
    const { size } = await fs.stat(path.join(ROOT, rel));
    console.log(`${rel}  ${(size / 1024).toFixed(1)} KB`);
  };
  await fs.mkdir(path.join(ROOT, "src/images"), { recursive: true });
  await fs.mkdir(path.join(ROOT, "static"), { recursive: true });

  await fs.writeFile(path.join(ROOT, "src/images/logo.svg"), logoSvgFile());
  await report("src/images/logo.svg");

  await sharp(Buffer.from(iconSvg()))
    .png({ compressionLevel: 9 })
    .toFile(path.join(ROOT, "src/images/icon.png"));
  await report("src/images/icon.png");

  const hero = await sharp(Buffer.from(await heroSvg(recipes)))
    .png()
    .toBuffer();
  await sharp(hero)
    .png({ palette: true, quality: 95, colours: 256, dither: 0.6, compressionLevel: 9, effort: 10 })
    .toFile(path.join(ROOT, "src/images/hero-phone.png"));
  await report("src/images/hero-phone.png");

  const social = await sharp(Buffer.from(await socialSvg()))
    .flatten({ background: BRAND.bg })
    .png()
    .toBuffer();
  await sharp(social)
    .png({ palette: true, quality: 95, colours: 256, dither: 0.6, compressionLevel: 9, effort: 10 })
    .toFile(path.join(ROOT, "static/social-card.png"));
  await report("static/social-card.png");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

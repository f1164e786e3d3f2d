// @ts-check
import { bgStone, photoLighting } from "../backgrounds.mjs";
import { darken, lighten } from "../color.mjs";
import { sauceBowl } from "../ingredients/pantry.mjs";
import { broccoli, garlicBulb, garlicClove, scallions } from "../ingredients/produce.mjs";
import { sesame, sheen, shreds } from "../ingredients/toppings.mjs";
import { blob, scatter, shadedDisc, tube } from "../shapes.mjs";
import { at, group, nth, num, openCurve } from "../svg.mjs";
import { chopsticks, skillet } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("../svg.mjs").Point} Point */
/** @typedef {import("./index.mjs").Focus} Focus */
/** @typedef {import("../tableware.mjs").RoundContent} RoundContent */
/** @typedef {[kind: "pep", color: string] | [kind: "broc" | "pea" | "carrot" | "corn"]} StirFryItem */

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 * @param {string} color
 */
function pepperStrip(scene, x, y, length, rot, color) {
  const bend = scene.random(-0.25, 0.25) * length;
  /** @type {Point[]} */
  const pts = [
    [0, 0],
    [length * 0.5, bend],
    [length, 0],
  ];
  const w = length * 0.11;
  let svg = `<path d="${tube(pts, [w, w * 1.05, w])}" fill="${scene.linearGradient([
    [0, lighten(color, 0.25)],
    [0.5, color],
    [1, darken(color, 0.35)],
  ])}"/>`;
  svg += `<path d="${openCurve(pts)}" transform="translate(0 ${num(w * 0.55)})" stroke="${lighten(color, 0.45)}" stroke-width="${num(w * 0.35)}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  svg += `<path d="${openCurve(pts)}" transform="translate(0 ${num(-w * 0.45)})" stroke="#fff" stroke-width="${num(w * 0.25)}" fill="none" stroke-linecap="round" opacity="0.55" filter="${scene.blur(1)}"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function snapPea(scene, x, y, length, rot) {
  /** @type {Point[]} */
  const pts = [
    [0, 0],
    [length * 0.5, scene.random(-8, 8)],
    [length, 0],
  ];
  let svg = `<path d="${tube(pts, [length * 0.06, length * 0.13, length * 0.05])}" fill="${scene.linearGradient(
    [
      [0, "#b6e07a"],
      [0.5, "#6fb02e"],
      [1, "#3e7a16"],
    ],
  )}"/>`;
  svg += `<path d="${openCurve(pts)}" stroke="#d8f0a8" stroke-width="2.5" fill="none" opacity="0.8" transform="translate(0 ${num(-length * 0.04)})"/>`;
  svg += `<path d="M${num(-length * 0.02)} 0l${num(-length * 0.06)} ${num(-length * 0.03)}" stroke="#5a8a2a" stroke-width="4" stroke-linecap="round"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function carrotCoin(scene, x, y, r) {
  return `<g ${at(x, y)} filter="${scene.dropShadow(2, 4, 3, 0.45)}"><path d="${blob(scene, 0, 0, r, r * 0.92, { n: 9, jit: 0.06 })}" fill="${scene.radialGradient(
    [
      [0, "#ffb25a"],
      [0.8, "#f07a1a"],
      [1, "#c8560c"],
    ],
    0.45,
    0.42,
    0.6,
  )}"/><circle r="${num(r * 0.45)}" fill="#ffc27a" opacity="0.7"/><ellipse cx="${num(-r * 0.3)}" cy="${num(-r * 0.35)}" rx="${num(r * 0.3)}" ry="${num(r * 0.12)}" transform="rotate(-40 ${num(-r * 0.3)} ${num(-r * 0.35)})" fill="#fff" opacity="0.55"/></g>`;
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} rot
 */
function babyCorn(scene, x, y, length, rot) {
  let svg = `<path d="${tube(
    [
      [0, 0],
      [length * 0.5, 0],
      [length, 0],
    ],
    [length * 0.13, length * 0.11, length * 0.05],
  )}" fill="${scene.linearGradient([
    [0, "#fff2a8"],
    [0.5, "#f3d55a"],
    [1, "#c9a52a"],
  ])}"/>`;
  for (let i = 1; i < 8; i++)
    svg += `<path d="M${num((length * i) / 8)} ${num(-length * 0.1 * (1 - i / 10))}v${num(length * 0.2 * (1 - i / 10))}" stroke="#c9a52a" stroke-width="1.5" opacity="0.6"/>`;
  svg += `<path d="M${num(length * 0.05)} ${num(-length * 0.05)}H${num(length * 0.8)}" stroke="#fff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`;
  return `<g ${at(x, y, rot)} filter="${scene.dropShadow(3, 5, 4, 0.45)}">${svg}</g>`;
}

/**
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {RoundContent} content
 */
function wok(scene, cx, cy, radius, content) {
  const handle = `<g transform="translate(${num(cx)} ${num(cy)}) rotate(205)"><rect x="${num(radius * 0.9)}" y="-14" width="${num(radius * 0.35)}" height="28" rx="8" fill="#4a4d52"/><rect x="${num(radius * 1.2)}" y="-24" width="${num(radius * 0.8)}" height="48" rx="22" fill="${scene.linearGradient(
    [
      [0, "#a8743e"],
      [0.5, "#7a4a22"],
      [1, "#4a2a12"],
    ],
  )}"/></g>`;
  const helper = `<g transform="translate(${num(cx)} ${num(cy)}) rotate(25)"><path d="M${num(radius * 0.95)} -40Q${num(radius * 1.2)} -40 ${num(radius * 1.2)} 0Q${num(radius * 1.2)} 40 ${num(radius * 0.95)} 40" stroke="#2e3034" stroke-width="16" fill="none"/></g>`;
  return (
    group(`filter="${scene.layeredShadow(1.2, 1)}"`, handle + helper) +
    skillet(scene, cx, cy, radius, content, { ang: 0, metal: "#3a3d42" }).replace(
      /<path d="M[^"]*"[^>]*\/><rect[^>]*opacity="0.75"\/>/,
      "",
    )
  );
}

/** @type {Focus} */
export const focus = [170, 70, 760];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgStone(scene, "#d6d2ca", { speck: 0.35 });
  svg += sauceBowl(scene, 1060, 760, 85, "#2e1608");
  svg += chopsticks(scene, 960, 80, 75, 560, "#c99a5e");
  svg += garlicBulb(scene, 150, 780, 50);
  svg += garlicClove(scene, 250, 830, 56, 20);
  const cx = 560;
  const cy = 450;
  svg += wok(scene, cx, cy, 360, (x, y, r) => {
    let contents = shadedDisc(scene, x, y, r, "#4a4e55", "#1e2024");
    contents += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.85)}" fill="#7a3a14" opacity="0.8" filter="${scene.blur(20)}"/>`;
    /** @type {StirFryItem[]} */
    const items = [];
    for (let i = 0; i < 16; i++) items.push(["pep", "#d92b1e"]);
    for (let i = 0; i < 12; i++) items.push(["pep", "#f5b50f"]);
    for (let i = 0; i < 12; i++) items.push(["broc"]);
    for (let i = 0; i < 14; i++) items.push(["pea"]);
    for (let i = 0; i < 14; i++) items.push(["carrot"]);
    for (let i = 0; i < 7; i++) items.push(["corn"]);
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(scene.rng() * (i + 1));
      [items[i], items[j]] = [nth(items, j), nth(items, i)];
    }
    const pts = scatter(scene, items.length, x, y, r * 0.8);
    items.forEach((it, i) => {
      const [px, py] = nth(pts, i);
      if (it[0] === "pep")
        contents += pepperStrip(scene, px, py, scene.random(130, 165), scene.random(0, 360), it[1]);
      else if (it[0] === "broc")
        contents += broccoli(scene, px, py, scene.random(46, 56), { rot: scene.random(0, 360) });
      else if (it[0] === "pea")
        contents += snapPea(scene, px, py, scene.random(110, 130), scene.random(0, 360));
      else if (it[0] === "carrot") contents += carrotCoin(scene, px, py, scene.random(24, 28));
      else contents += babyCorn(scene, px, py, scene.random(105, 120), scene.random(0, 360));
    });
    contents += shreds(scene, scatter(scene, 40, x, y, r * 0.7), ["#7b2d7a", "#9a4a9a"], 40, 5);
    contents += sheen(scene, scatter(scene, 14, x - r * 0.2, y - r * 0.2, r * 0.6), {
      size: 22,
      op: 0.35,
    });
    contents += sesame(scene, scatter(scene, 70, x, y, r * 0.75), { size: 4 });
    contents += scallions(scene, scatter(scene, 24, x, y, r * 0.7), 8);
    return contents;
  });
  return svg + photoLighting(scene);
}

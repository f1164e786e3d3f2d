// @ts-check
// Plates, bowls, pans, boards, cutlery and napkins; light comes from the top-left.
import { darken, lighten, mix, noiseColor } from "./color.mjs";
import { noiseOverCircle, noiseRect } from "./noise.mjs";
import { arcPoints } from "./shapes.mjs";
import { at, group, num, openCurve } from "./svg.mjs";

/** @typedef {import("./scene.mjs").Scene} Scene */
/** @typedef {import("./svg.mjs").Stop} Stop */
/**
 * Draws what a round vessel holds, in a circle centred on (cx, cy) of radius r.
 * @typedef {(cx: number, cy: number, r: number) => string} RoundContent
 */
/**
 * Draws what a dish holds, in the rectangle at (x, y) of w × h.
 * @typedef {(x: number, y: number, w: number, h: number) => string} RectContent
 */

/**
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
export const gloss = (scene, cx, cy, r, a0 = 200, a1 = 250, w = 6, op = 0.7) =>
  `<path d="${openCurve(arcPoints(cx, cy, r, a0, a1, 6))}" fill="none" stroke="#fff" stroke-width="${num(w)}" stroke-linecap="round" opacity="${op}" filter="${scene.blur(Math.max(1, w / 3))}"/>`;

/**
 * Content clipped to a circle with rim shadow and edge darkening (for soups, sauces, fillings).
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} content
 */
function well(scene, cx, cy, r, content, { edge = 0.28, rimShadow = 0.45, tint = "#1e0f05" } = {}) {
  const clip = scene.clipPath(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>`);
  const scale = r / 300;
  return group(
    `clip-path="${clip}"`,
    content +
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${scene.radialGradient([
        [0, tint, 0],
        [0.78, tint, 0],
        [1, tint, edge],
      ])}"/>` +
      `<circle cx="${num(cx - 8 * scale)}" cy="${num(cy - 10 * scale)}" r="${num(r + 30 * scale)}" fill="none" stroke="${tint}" stroke-width="${num(60 * scale)}" opacity="${rimShadow}" filter="${scene.blur(num(14 * scale))}"/>`,
  );
}

/**
 * A round plate seen from above.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {{ base?: string, edge?: string, wellK?: number, band?: string | null, shadow?: number }} [options]
 */
export function plate(
  scene,
  cx,
  cy,
  radius,
  { base = "#fbf9f4", edge = "#ddd6ca", wellK = 0.7, band = null, shadow = 1 } = {},
) {
  const rw = radius * wellK;
  let svg = `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${scene.radialGradient(
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
    svg += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius * 0.93)}" fill="none" stroke="${band}" stroke-width="${num(radius * 0.025)}" opacity="0.9"/>`;
  svg += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rw)}" fill="${scene.radialGradient(
    [
      [0, base],
      [0.9, mix(base, edge, 0.3)],
      [1, mix(base, edge, 0.7)],
    ],
    0.55,
    0.55,
    0.5,
  )}"/>`;
  svg += `<circle cx="${num(cx + radius * 0.01)}" cy="${num(cy + radius * 0.015)}" r="${num(rw)}" fill="none" stroke="${darken(edge, 0.15)}" stroke-width="${num(radius * 0.02)}" opacity="0.35" filter="${scene.blur(num(radius * 0.012))}"/>`;
  svg += gloss(scene, cx, cy, radius * 0.86, 195, 255, radius * 0.025, 0.8);
  svg += gloss(scene, cx, cy, rw * 0.98, 20, 70, radius * 0.015, 0.55);
  return group(`filter="${scene.layeredShadow((radius / 300) * 1.1, shadow)}"`, svg);
}

/**
 * A bowl seen from above with content drawn by fn(cx, cy, r).
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {RoundContent} content
 */
export function bowl(
  scene,
  cx,
  cy,
  radius,
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
  const r1 = radius * (1 - rim);
  const r2 = r1 * fill;
  let svg = `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${scene.radialGradient(
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
    svg += group(
      `clip-path="${scene.clipPath(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}"/>`)}"`,
      noiseOverCircle(
        scene,
        { freq: 0.6, k: 7, b: -5.4, color: [0.15, 0.1, 0.08], oct: 1, seed: 40 },
        cx,
        cy,
        radius,
        speckle,
      ),
    );
  svg += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r1)}" fill="${scene.linearGradient(
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
  svg += gloss(scene, cx, cy, radius - (radius - r1) * 0.45, 195, 250, radius * 0.022, 0.85);
  svg += gloss(scene, cx, cy, r1 * 0.97, 15, 75, radius * 0.012, 0.5);
  const ccy = cy + r1 * 0.025;
  svg += well(scene, cx, ccy, r2, content(cx, ccy, r2), { edge });
  return group(`filter="${scene.layeredShadow((radius / 300) * 1.1, shadow)}"`, svg);
}

/**
 * Cast-iron skillet with a handle pointing at angle `ang`.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {RoundContent} content
 */
export function skillet(scene, cx, cy, radius, content, { ang = 20, metal = "#2b2826" } = {}) {
  const hl = radius * 0.95;
  const handle = group(
    `transform="translate(${num(cx)} ${num(cy)}) rotate(${ang})"`,
    `<path d="M${num(radius * 0.8)} ${num(-radius * 0.16)}L${num(radius + hl)} ${num(-radius * 0.1)}Q${num(radius + hl + radius * 0.1)} 0 ${num(radius + hl)} ${num(radius * 0.1)}L${num(radius * 0.8)} ${num(radius * 0.16)}Z" fill="${scene.linearGradient(
      [
        [0, lighten(metal, 0.25)],
        [0.5, metal],
        [1, darken(metal, 0.4)],
      ],
    )}"/>` +
      `<rect x="${num(radius + hl * 0.72)}" y="${num(-radius * 0.035)}" width="${num(hl * 0.2)}" height="${num(radius * 0.07)}" rx="${num(radius * 0.035)}" fill="#000" opacity="0.75"/>`,
  );
  let svg = handle;
  svg += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${scene.radialGradient(
    [
      [0, lighten(metal, 0.3)],
      [0.85, metal],
      [1, darken(metal, 0.5)],
    ],
    0.42,
    0.4,
    0.62,
  )}"/>`;
  svg += group(
    `clip-path="${scene.clipPath(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}"/>`)}"`,
    noiseOverCircle(
      scene,
      { freq: 0.7, k: 3, b: -1.7, color: [0.45, 0.42, 0.4], oct: 2, seed: 41 },
      cx,
      cy,
      radius,
      0.35,
    ),
  );
  svg += gloss(scene, cx, cy, radius * 0.96, 190, 260, radius * 0.02, 0.5);
  const r1 = radius * 0.9;
  svg += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r1)}" fill="${scene.linearGradient(
    [
      [0, darken(metal, 0.5)],
      [1, lighten(metal, 0.15)],
    ],
    0.2,
    0.1,
    0.8,
    0.9,
  )}"/>`;
  svg += well(scene, cx, cy + r1 * 0.015, r1 * 0.95, content(cx, cy + r1 * 0.015, r1 * 0.95), {
    edge: 0.4,
    rimShadow: 0.55,
  });
  return group(`filter="${scene.layeredShadow((radius / 300) * 1.2, 1.1)}"`, svg);
}

/**
 * Rounded-rectangle baking dish; content(x, y, w, h) is clipped to the inside.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} w
 * @param {number} h
 * @param {RectContent} content
 * @param {{ base?: string, edge?: string, rimW?: number, radius?: number, rot?: number, inner?: string | null }} [options]
 */
export function dish(
  scene,
  cx,
  cy,
  w,
  h,
  content,
  { base = "#f4efe6", edge = "#c9bfae", rimW = 34, radius = 60, rot = 0, inner = null } = {},
) {
  const x = -w / 2;
  const y = -h / 2;
  let svg = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${radius}" fill="${scene.linearGradient(
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
  svg += `<rect x="${num(x + rimW)}" y="${num(y + rimW)}" width="${num(w - 2 * rimW)}" height="${num(h - 2 * rimW)}" rx="${radius - rimW / 2}" fill="${inner || darken(base, 0.1)}"/>`;
  const clip = scene.clipPath(
    `<rect x="${num(x + rimW + 6)}" y="${num(y + rimW + 6)}" width="${num(w - 2 * rimW - 12)}" height="${num(h - 2 * rimW - 12)}" rx="${radius - rimW / 2 - 6}"/>`,
  );
  svg += group(
    `clip-path="${clip}"`,
    content(x + rimW + 6, y + rimW + 6, w - 2 * rimW - 12, h - 2 * rimW - 12) +
      `<rect x="${num(x + rimW - 4)}" y="${num(y + rimW - 6)}" width="${num(w - 2 * rimW + 8)}" height="${num(h - 2 * rimW + 8)}" rx="${radius - rimW / 2}" fill="none" stroke="#1e0f05" stroke-width="40" opacity="0.45" filter="${scene.blur(12)}"/>`,
  );
  svg += `<path d="M${num(x + radius)} ${num(y + rimW * 0.45)}H${num(x + w - radius)}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.7" filter="${scene.blur(2)}"/>`;
  return group(
    `transform="translate(${num(cx)} ${num(cy)}) rotate(${rot})"`,
    group(`filter="${scene.layeredShadow(1.1, 1)}"`, svg),
  );
}

/**
 * Wooden cutting board (rounded rect with optional handle).
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} w
 * @param {number} h
 * @param {number} rot
 */
export function board(
  scene,
  cx,
  cy,
  w,
  h,
  rot,
  { wood = "#c8955c", handle = true, radius = 36 } = {},
) {
  const x = -w / 2;
  const y = -h / 2;
  let shape = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${radius}"/>`;
  let hshape = "";
  if (handle) {
    hshape = `<rect x="${num(x + w - 20)}" y="${num(-h * 0.13)}" width="${num(w * 0.16)}" height="${num(h * 0.26)}" rx="${num(h * 0.13)}"/>`;
  }
  const clip = scene.clipPath(shape + hshape);
  let svg = `<g transform="translate(4 9)"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${radius}" fill="${darken(wood, 0.35)}"/>${hshape.replace("/>", ` fill="${darken(wood, 0.35)}"/>`)}</g>`;
  svg += group(
    `clip-path="${clip}"`,
    `<rect x="${num(x - 10)}" y="${num(y - 10)}" width="${num(w * 1.2 + 20)}" height="${num(h + 20)}" fill="${wood}"/>` +
      noiseRect(
        scene,
        {
          freq: "0.003 0.05",
          k: 2.6,
          b: -1.2,
          color: noiseColor(darken(wood, 0.4)),
          oct: 4,
          seed: 51,
        },
        x - 10,
        y - 10,
        w * 1.2 + 20,
        h + 20,
        0.8,
      ) +
      `<rect x="${num(x - 10)}" y="${num(y - 10)}" width="${num(w * 1.2 + 20)}" height="${num(h + 20)}" fill="${scene.linearGradient(
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
    svg += `<circle cx="${num(x + w + w * 0.08)}" cy="0" r="${num(h * 0.05)}" fill="${darken(wood, 0.55)}"/>`;
  return group(
    `transform="translate(${num(cx)} ${num(cy)}) rotate(${rot})"`,
    group(`filter="${scene.layeredShadow(1, 0.9)}"`, svg),
  );
}

/** @type {readonly Stop[]} */
export const METAL = [
  [0, "#7d838b"],
  [0.35, "#eef1f4"],
  [0.6, "#b7bdc4"],
  [1, "#6c727a"],
];

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} rot
 */
export function fork(scene, x, y, rot, len = 380) {
  const hw = len * 0.03;
  let svg = `<path d="M0 ${num(-hw)}L${num(len * 0.6)} ${num(-hw * 0.6)}Q${num(len * 0.66)} ${num(-hw * 1.6)} ${num(len * 0.74)} ${num(-hw * 2.4)}L${num(len)} ${num(-hw * 2.4)}L${num(len)} ${num(hw * 2.4)}L${num(len * 0.74)} ${num(hw * 2.4)}Q${num(len * 0.66)} ${num(hw * 1.6)} ${num(len * 0.6)} ${num(hw * 0.6)}L0 ${num(hw)}Q${num(-hw)} 0 0 ${num(-hw)}Z" fill="${scene.linearGradient(METAL)}"/>`;
  for (let i = 0; i < 3; i++) {
    const yy = -hw * 2.4 + ((i + 1) * hw * 4.8) / 4;
    svg += `<rect x="${num(len * 0.8)}" y="${num(yy - hw * 0.18)}" width="${num(len * 0.22)}" height="${num(hw * 0.36)}" fill="#000" opacity="0.55"/>`;
  }
  const mask = scene.clipPath(
    `<rect x="-50" y="-100" width="${num(len * 0.8 + 50)}" height="200"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${num(len * 0.8)}" y="${num(-hw * 2.4 + i * hw * 1.6 - 0.01)}" width="${num(len)}" height="${num(hw * 0.9)}"/>`,
        )
        .join(""),
  );
  return group(
    `${at(x, y, rot)}`,
    group(`filter="${scene.dropShadow(6, 10, 6, 0.4)}"`, group(`clip-path="${mask}"`, svg)),
  );
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} rot
 */
export function spoon(scene, x, y, rot, len = 360, { metal = true, color = "#c9a06a" } = {}) {
  const hw = len * 0.028;
  const fill = metal
    ? scene.linearGradient(METAL)
    : scene.linearGradient([
        [0, lighten(color, 0.2)],
        [0.5, color],
        [1, darken(color, 0.25)],
      ]);
  let svg = `<path d="M0 ${num(-hw)}L${num(len * 0.62)} ${num(-hw * 0.55)}L${num(len * 0.62)} ${num(hw * 0.55)}L0 ${num(hw)}Q${num(-hw)} 0 0 ${num(-hw)}Z" fill="${fill}"/>`;
  svg += `<ellipse cx="${num(len * 0.8)}" cy="0" rx="${num(len * 0.2)}" ry="${num(len * 0.12)}" fill="${fill}"/>`;
  svg += `<ellipse cx="${num(len * 0.8)}" cy="${num(len * 0.01)}" rx="${num(len * 0.17)}" ry="${num(len * 0.095)}" fill="${scene.radialGradient(
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
  return group(at(x, y, rot), group(`filter="${scene.dropShadow(6, 10, 6, 0.4)}"`, svg));
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} rot
 */
export function knife(scene, x, y, rot, len = 380) {
  const hw = len * 0.03;
  let svg = `<rect x="0" y="${num(-hw)}" width="${num(len * 0.45)}" height="${num(hw * 2)}" rx="${num(hw)}" fill="${scene.linearGradient(
    [
      [0, "#5a3a22"],
      [0.4, "#8a5a35"],
      [1, "#3e2716"],
    ],
  )}"/>`;
  svg += `<path d="M${num(len * 0.45)} ${num(-hw * 0.9)}L${num(len * 0.95)} ${num(-hw * 1.2)}Q${num(len)} ${num(-hw * 1.1)} ${num(len)} ${num(-hw * 0.3)}L${num(len * 0.45)} ${num(hw * 1.3)}Z" fill="${scene.linearGradient(METAL)}"/>`;
  return group(at(x, y, rot), group(`filter="${scene.dropShadow(6, 10, 6, 0.4)}"`, svg));
}

/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} rot
 */
export function chopsticks(scene, x, y, rot, len = 560, color = "#d8b37d") {
  let svg = "";
  for (const off of [-16, 16]) {
    svg += `<path d="M0 ${num(off - 7)}L${num(len)} ${num(off * 0.45 - 3)}L${num(len)} ${num(off * 0.45 + 3)}L0 ${num(off + 7)}Z" fill="${scene.linearGradient(
      [
        [0, lighten(color, 0.25)],
        [0.5, color],
        [1, darken(color, 0.3)],
      ],
    )}"/>`;
  }
  return group(at(x, y, rot), group(`filter="${scene.dropShadow(8, 12, 7, 0.4)}"`, svg));
}

/**
 * Cloth napkin with edge stripes.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rot
 */
export function napkin(
  scene,
  x,
  y,
  w,
  h,
  rot,
  { color = "#f4ede2", stripe = "#c2410c", stripes = 2 } = {},
) {
  let svg = `<rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="${scene.linearGradient(
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
    svg += `<rect x="0" y="${num(h * 0.08 + i * 20)}" width="${w}" height="8" fill="${stripe}" opacity="0.85"/>`;
  for (let i = 0; i < stripes; i++)
    svg += `<rect x="0" y="${num(h * 0.92 - i * 20 - 8)}" width="${w}" height="8" fill="${stripe}" opacity="0.85"/>`;
  svg += `<rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="#000" opacity="0.35" filter="${scene.noise({ freq: "0.9 0.05", k: 2, b: -1.3, color: [0.3, 0.25, 0.2], oct: 1, seed: 61 })}"/>`;
  svg += `<path d="M${num(w * 0.5)} 0C${num(w * 0.52)} ${num(h * 0.3)} ${num(w * 0.46)} ${num(h * 0.6)} ${num(w * 0.5)} ${num(h)}" stroke="#000" stroke-width="14" opacity="0.08" fill="none" filter="${scene.blur(7)}"/>`;
  svg += `<path d="M${num(w * 0.54)} 0C${num(w * 0.56)} ${num(h * 0.3)} ${num(w * 0.5)} ${num(h * 0.6)} ${num(w * 0.54)} ${num(h)}" stroke="#fff" stroke-width="10" opacity="0.3" fill="none" filter="${scene.blur(6)}"/>`;
  return group(at(x, y, rot), group(`filter="${scene.dropShadow(4, 6, 6, 0.28)}"`, svg));
}

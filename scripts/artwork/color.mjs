// Hex colour arithmetic for shading.

function hexToRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, gg, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(gg)}${c(b)}`;
}

export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

export const lighten = (h, t) => mix(h, "#ffffff", t);

export const darken = (h, t) => mix(h, "#000000", t);

export const noiseColor = (hex) => hexToRgb(hex).map((v) => Math.round((v / 255) * 100) / 100);

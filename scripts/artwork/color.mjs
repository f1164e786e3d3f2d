// Hex colour arithmetic for shading.

function hexToRgb(hex) {
  const rgb = parseInt(hex.slice(1), 16);
  return [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
}

function rgbToHex([red, green, blue]) {
  const channel = (value) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

export function mix(from, to, amount) {
  const fromRgb = hexToRgb(from);
  const toRgb = hexToRgb(to);
  return rgbToHex(fromRgb.map((value, i) => value + (toRgb[i] - value) * amount));
}

export const lighten = (hex, amount) => mix(hex, "#ffffff", amount);

export const darken = (hex, amount) => mix(hex, "#000000", amount);

export const noiseColor = (hex) =>
  hexToRgb(hex).map((value) => Math.round((value / 255) * 100) / 100);

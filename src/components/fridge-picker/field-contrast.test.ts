import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * The picker's field as the style sheets draw it, its colours read from the design tokens: its
 * outline at least 3:1 against what is inside and around it (WCAG 1.4.11), its text and its
 * placeholder at least 4.5:1 against its background (1.4.3).
 */

const read = (file: string) => readFileSync(path.join(__dirname, file), "utf8");
const tokens = new Map(
  [...read("../../styles/tokens.css").matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(
    (match) => [match[1]!, match[2]!],
  ),
);

/** The declarations of `selector` in a style sheet, by property. */
const rule = (css: string, selector: string): Map<string, string> => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\:]/g, "\\$&");
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector}`);
  return new Map(
    body
      .split(";")
      .map((declaration) => declaration.split(":").map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== ""),
  );
};

/** The one colour token a value names: "2px solid var(--color-border-field)". */
const colour = (value: string | undefined): string => {
  const name = /var\((--color-[\w-]+)\)/.exec(value ?? "")?.[1];
  const hex = name && tokens.get(name);
  if (!hex) throw new Error(`no colour token in ${value}`);
  return hex;
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const picker = read("fridge-picker.module.css");
const input = rule(picker, ".input");
const field = colour(input.get("background"));
const card = colour(rule(read("picker-markup.module.css"), ".picker").get("background"));

describe("the picker's field", () => {
  it("computes contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    // The faint outline and the browser's placeholder grey this field had.
    expect(contrast("#ecdccb", "#fffaf3")).toBeCloseTo(1.29, 2);
    expect(contrast("#757575", "#fffaf3")).toBeCloseTo(4.44, 2);
  });

  it("has an outline at least 3:1 against its background and the card around it", () => {
    const outline = colour(input.get("border"));
    expect(contrast(outline, field)).toBeGreaterThanOrEqual(3);
    expect(contrast(outline, card)).toBeGreaterThanOrEqual(3);
  });

  it("has text and a placeholder at least 4.5:1 against its background", () => {
    expect(contrast(colour(input.get("color")), field)).toBeGreaterThanOrEqual(4.5);
    const placeholder = rule(picker, ".input::placeholder");
    expect(placeholder.get("opacity")).toBe("1");
    expect(contrast(colour(placeholder.get("color")), field)).toBeGreaterThanOrEqual(4.5);
  });
});

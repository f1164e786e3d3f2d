import type { Locator } from "@playwright/test";

/**
 * The contrast ratio (WCAG 2) of an element's text as drawn: its colour and its background's,
 * each composited over what lies behind it, with the element's and its ancestors' opacity.
 */
export const drawnTextContrast = (element: Locator): Promise<number> =>
  element.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2]
        .map((i) => (top[i] ?? 0) * alpha + (under[i] ?? 0) * (1 - alpha))
        .concat(1) as Rgba;
    };
    const chain: Element[] = [];
    for (let node: Element | null = target; node; node = node.parentElement) chain.push(node);
    // The page's colour, then each background from the outermost in.
    let behind: Rgba = [255, 255, 255, 1];
    for (const node of chain.slice().reverse()) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (node === target) break;
      behind = over(background, behind);
    }
    const opacity = chain.reduce(
      (product, node) => product * Number(getComputedStyle(node).opacity),
      1,
    );
    const ownBackground = parse(getComputedStyle(target).backgroundColor);
    const drawnBackground = over(ownBackground, behind);
    const text = parse(getComputedStyle(target).color);
    const textOnBackground = over(text, drawnBackground);
    const fade = (colour: Rgba): Rgba => over([colour[0], colour[1], colour[2], opacity], behind);
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [a, b] = [luminance(fade(textOnBackground)), luminance(fade(drawnBackground))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });

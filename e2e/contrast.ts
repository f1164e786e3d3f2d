import type { Locator, Page } from "@playwright/test";

/** WCAG 1.4.11: a control's outline, or what shows its state, against what is around it. */
export const MIN_OUTLINE_CONTRAST = 3;
/** WCAG 1.4.3 for text of normal size: a control's text and its placeholder. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgba = [number, number, number, number];

/** The colour arithmetic of the checks below, put in the page once (see `drawn`). */
type Drawn = {
  /** An element's background as drawn: its own over everything behind it, from the page in. */
  background: (element: Element) => Rgba;
  /** What lies behind an element: its ancestors' backgrounds, composited. */
  behind: (element: Element) => Rgba;
  parse: (value: string) => Rgba;
  over: (top: Rgba, under: Rgba) => Rgba;
  ratio: (a: Rgba, b: Rgba) => number;
};

type WithDrawn = Window & { drawnColours?: Drawn };

const install = (page: Page) =>
  page.evaluate(() => {
    const win = window as WithDrawn;
    if (win.drawnColours) return;
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
    const behind = (element: Element): Rgba => {
      const chain: Element[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) chain.push(node);
      // The page's colour, then each background from the outermost in.
      return chain
        .reverse()
        .reduce<Rgba>(
          (under, node) => over(parse(getComputedStyle(node).backgroundColor), under),
          [255, 255, 255, 1],
        );
    };
    const background = (element: Element) =>
      over(parse(getComputedStyle(element).backgroundColor), behind(element));
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    win.drawnColours = { background, behind, parse, over, ratio };
  });

/**
 * The contrast ratio (WCAG 2) of an element's text as drawn: its colour and its background's,
 * each composited over what lies behind it, with the element's and its ancestors' opacity.
 */
export const drawnTextContrast = async (element: Locator): Promise<number> => {
  await install(element.page());
  return element.evaluate((target) => {
    const { background, behind, parse, over, ratio } = (window as WithDrawn).drawnColours!;
    let opacity = 1;
    for (let node: Element | null = target; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    const under = behind(target);
    const drawnBackground = background(target);
    const text = over(parse(getComputedStyle(target).color), drawnBackground);
    const fade = (colour: Rgba): Rgba => over([colour[0], colour[1], colour[2], opacity], under);
    return ratio(fade(text), fade(drawnBackground));
  });
};

/**
 * Every enabled form control on the page that falls short, one line each: a field's outline
 * against what is around it and inside it, its text and placeholder against its background; a
 * switch's track against the switch; a tick box's or radio's own colour against the page.
 */
export const formControlContrastProblems = async (page: Page): Promise<string[]> => {
  await install(page);
  return page.evaluate(
    ([minOutline, minText]) => {
      const { background, behind, parse, over, ratio } = (window as WithDrawn).drawnColours!;
      const problems: string[] = [];
      const name = (element: Element) => {
        const label =
          element.getAttribute("aria-label") ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          "";
        return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label.trim().slice(0, 30)}"`;
      };
      const check = (element: Element, what: string, value: number, least: number) => {
        if (value < least) problems.push(`${name(element)}: ${what} ${value.toFixed(2)}:1`);
      };
      const shown = (element: Element) =>
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden" &&
        !element.closest("[inert], [aria-hidden='true']");
      const controls = [
        ...document.querySelectorAll<HTMLElement>("input, select, textarea, [role='switch']"),
      ].filter((element) => shown(element) && !element.matches(":disabled, [type='hidden']"));
      for (const control of controls) {
        const style = getComputedStyle(control);
        const inside = background(control);
        const outside = behind(control);
        if (control.matches("[type='checkbox'], [type='radio']")) {
          // Drawn by the browser; a colour of the site's own must show against the page.
          if (style.accentColor !== "auto")
            check(control, "accent", ratio(parse(style.accentColor), outside), minOutline);
        } else if (control.matches("input, select, textarea")) {
          const bordered = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0;
          const outline = bordered ? parse(style.borderTopColor) : inside;
          check(control, "outline against its surroundings", ratio(outline, outside), minOutline);
          if (bordered)
            check(control, "outline against its inside", ratio(outline, inside), minOutline);
          check(control, "text", ratio(parse(style.color), inside), minText);
          if (control.getAttribute("placeholder")) {
            const placeholder = getComputedStyle(control, "::placeholder");
            const [r, g, b, alpha] = parse(placeholder.color);
            const drawn = over([r, g, b, alpha * Number(placeholder.opacity)], inside);
            check(control, "placeholder", ratio(drawn, inside), minText);
          }
        } else {
          // A switch drawn by the site: its track, the first thing inside with a colour of its own.
          const track = [...control.querySelectorAll("*")].find(
            (part) => parse(getComputedStyle(part).backgroundColor)[3] > 0,
          );
          if (track) check(control, "track", ratio(background(track), inside), minOutline);
        }
      }
      return problems;
    },
    [MIN_OUTLINE_CONTRAST, MIN_TEXT_CONTRAST] as const,
  );
};

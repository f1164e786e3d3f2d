import AxeBuilder from "@axe-core/playwright";
import type { ElementHandle, Page } from "@playwright/test";
import { SIMULATED_SUBMIT_DELAY_MS } from "../src/components/deletion-form/deletion-form-state";
import { ROUTES as ROUTES_BY_NAME } from "../src/config/routes";
import { DEFAULTS } from "../src/config/site-config";
import { formControlContrastProblems } from "./contrast";
import { SAMPLE_PAGES, blockAnalyticsHost, expect, test, waitForHydration } from "./fixtures";
import { en } from "../src/i18n/dictionaries";
import { LANGUAGES, LANGUAGE_CODES } from "../src/i18n/languages";

const PAGES = SAMPLE_PAGES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** WCAG 1.4.10: content must reflow at 320 CSS px wide. */
const NARROW = { width: 320, height: 640 };
/** A 1280×800 window at 200% zoom: half the CSS pixels, each drawn twice as large. */
const ZOOMED = { width: 640, height: 400 };
const ZOOM_FACTOR = 2;
/** At 200% zoom the fixed top bar may take at most this share of the screen. */
const MAX_FIXED_BAR_SHARE = 1 / 3;
/** The site's focus ring (--focus-ring-width), on every focusable element. */
const FOCUS_OUTLINE_PX = 3;
/** Elements on one visual row may sit a little higher than the one before them. */
const SAME_ROW_TOLERANCE_PX = 24;
const TAB_LIMIT = 40;
const KEYBOARD_WALK_TIMEOUT_MS = 180_000;
const SHOWCASE_ROWS = /^Recipes,/;
const TEST_EMAIL = "cook@example.com";

test.beforeEach(async ({ page }) => {
  await blockAnalyticsHost(page);
});

const open = async (page: Page, route: string) => {
  await page.goto(route);
  await waitForHydration(page);
};

/**
 * Axe reads styles and layout thousands of times, and a running marquee dirties them every frame,
 * which makes a scan several times slower. Freezing the animation clock keeps the page exactly as
 * it is, the playing state included, for the length of the check.
 */
const withAnimationsFrozen = async <T>(page: Page, check: () => Promise<T>): Promise<T> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
  try {
    return await check();
  } finally {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await cdp.detach();
  }
};

/**
 * One line per violation, so a failure says what and where without a trace viewer. The showcase's
 * looped copies are inert, hidden from assistive technology and identical to the first list,
 * which is checked.
 */
const axeViolations = (page: Page) =>
  withAnimationsFrozen(page, async () => {
    const { violations } = await new AxeBuilder({ page }).exclude("[inert]").analyze();
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  });

type HeldWindow = Window & { holdSubmit?: () => void; releaseSubmit?: () => void };

/**
 * Keeps the simulated one-second submission on screen while axe runs: once armed, the next timer
 * of exactly that delay waits until the test releases it. Every other timer runs as usual.
 */
const holdSubmitTimer = (page: Page) =>
  page.addInitScript((delay) => {
    const held = window as HeldWindow;
    const setTimer = window.setTimeout.bind(window);
    let armed = false;
    held.holdSubmit = () => {
      armed = true;
    };
    window.setTimeout = ((handler: () => void, ms?: number, ...args: unknown[]) => {
      if (!armed || ms !== delay) return setTimer(handler, ms, ...args);
      armed = false;
      held.releaseSubmit = () => setTimer(handler, 0, ...args);
      return 0;
    }) as typeof window.setTimeout;
  }, SIMULATED_SUBMIT_DELAY_MS);

test.describe("axe finds no violations", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const route of PAGES) {
        test(`on ${route}`, async ({ page }) => {
          await open(page, route);
          expect(await axeViolations(page)).toEqual([]);
          // What axe leaves to people (WCAG 1.4.11): every form control's outline and state.
          expect(await formControlContrastProblems(page), "form controls").toEqual([]);
        });
      }
    });
  }

  test("on the home page with the showcase playing and paused", async ({ page }) => {
    await open(page, "/");
    const showcase = page.locator("section", {
      has: page.getByRole("button", { name: /showcase/ }),
    });
    await expect(showcase).toHaveAttribute("data-paused", "false");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: en.showcase.pause }).click();
    await expect(showcase).toHaveAttribute("data-paused", "true");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the deletion form in every state", async ({ page }) => {
    // Mixpanel answers 0 when it rejects an event: the form then makes email the way.
    await page.route(/mixpanel\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "0" }),
    );
    await holdSubmitTimer(page);
    await open(page, ROUTES_BY_NAME.dataDeletion.path);
    const submit = page.getByRole("button", { name: en.deletion.form.submit });
    await expect(submit).toBeDisabled();
    expect(await axeViolations(page), "idle and empty").toEqual([]);
    expect(await formControlContrastProblems(page), "idle and empty").toEqual([]);

    const field = page.getByLabel(en.deletion.form.label);
    await field.fill("cook@");
    await field.blur();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page), "a wrong address").toEqual([]);
    expect(await formControlContrastProblems(page), "a wrong address").toEqual([]);

    await field.fill(TEST_EMAIL);
    await expect(submit).toBeEnabled();
    expect(await axeViolations(page), "filled in").toEqual([]);
    expect(await formControlContrastProblems(page), "filled in").toEqual([]);

    await page.evaluate(() => (window as HeldWindow).holdSubmit?.());
    await submit.click();
    await expect(page.getByRole("button", { name: en.deletion.form.submitting })).toBeDisabled();
    expect(await axeViolations(page), "submitting").toEqual([]);
    expect(await formControlContrastProblems(page), "submitting").toEqual([]);

    await page.evaluate(() => (window as HeldWindow).releaseSubmit?.());
    await expect(
      page.getByRole("heading", { name: en.deletion.outcome.notReachedTitle }),
    ).toBeFocused({ timeout: 10_000 });
    expect(await axeViolations(page), "not confirmed").toEqual([]);
    expect(await formControlContrastProblems(page), "not confirmed").toEqual([]);
  });

  test("on the deletion form's success view", async ({ page }) => {
    await open(page, ROUTES_BY_NAME.dataDeletion.path);
    await page.getByLabel(en.deletion.form.label).fill(TEST_EMAIL);
    await page.getByRole("button", { name: en.deletion.form.submit }).click();
    await expect(
      page.getByRole("heading", { name: en.deletion.outcome.receivedTitle }),
    ).toBeFocused({ timeout: 10_000 });
    expect(await axeViolations(page), "confirmed").toEqual([]);
  });
});

type Focused = {
  name: string;
  top: number;
  documentTop: number;
  outline: number;
  inBanner: boolean;
  pressed: string | null;
};

/** The text a screen reader announces: aria-label, else the text minus hidden icons. */
const spokenName = (el: Element) => {
  const label = el.getAttribute("aria-label");
  if (label) return label;
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
};

const describeFocus = (el: Element | null, name: string): Focused | null => {
  if (!el || el === document.body || el.id === "gatsby-focus-wrapper") return null;
  const rect = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return {
    name,
    top: rect.top,
    documentTop: rect.top + window.scrollY,
    outline: style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth),
    inBanner: Boolean(el.closest("header") && !el.closest("main")),
    pressed: el.getAttribute("aria-pressed"),
  };
};

const focused = async (page: Page) => {
  const handle = await page.evaluateHandle(() => document.activeElement);
  const element = handle.asElement();
  if (!element) return null;
  const name = await element.evaluate(spokenName);
  return element.evaluate(describeFocus, name);
};

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex='0']";

/** What a keyboard should reach: every enabled link, control and scroll region, in DOM order. */
const tabStops = async (page: Page) => {
  // Handles, not indexes into a live list: the showcase's inert copies join the page after
  // hydration, and would shift every element after them.
  const candidates = await page.locator(FOCUSABLE).elementHandles();
  const reachable = await page.evaluate(
    (elements) =>
      elements.map(
        (el) => !el.closest("[inert], [aria-hidden='true']") && el.getClientRects().length > 0,
      ),
    candidates as ElementHandle<Element>[],
  );
  const names: string[] = [];
  for (const [index, candidate] of candidates.entries()) {
    if (reachable[index]) names.push(await candidate.evaluate(spokenName));
  }
  return names;
};

test.describe("the consent bar, where it asks", () => {
  /** A time zone the e2e build's default consent mode (auto) asks in. */
  test.use({ timezoneId: "Europe/Berlin" });
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: no axe violations, equal buttons, room to read`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, "/");
      const bar = page.getByRole("region", { name: en.consentBar.label });
      await expect(bar).toBeVisible({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      const box = await bar.boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(viewport.height * MAX_FIXED_BAR_SHARE);
      const [agree, decline] = await Promise.all(
        [en.consentBar.agree, en.consentBar.decline].map((name) =>
          bar.getByRole("button", { name }).boundingBox(),
        ),
      );
      expect(agree?.width).toBeCloseTo(decline?.width ?? 0, 0);
      expect(agree?.height).toBe(decline?.height);
      // The end of the page scrolls clear of the bar: the footer stays readable. Scrolled to the
      // end on each look, as a reader would: the room below the page grows once the bar is drawn.
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const footer = await page.getByRole("contentinfo").boundingBox();
            const barNow = await bar.boundingBox();
            return (footer?.y ?? 0) + (footer?.height ?? 0) <= (barNow?.y ?? 0) + 1;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await bar.getByRole("button", { name: en.consentBar.decline }).focus();
      expect(
        await bar
          .getByRole("button", { name: en.consentBar.decline })
          .evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth)),
      ).toBe(FOCUS_OUTLINE_PX);
    });
  }
});

test.describe("keyboard only", () => {
  test.use({ viewport: DESKTOP });

  test("reaches everything in order with a visible focus ring, works the showcase and submits the form", async ({
    page,
  }) => {
    // About forty tab stops (the showcase's cards are links), each checked in the page, then a
    // navigation and a submission.
    test.setTimeout(KEYBOARD_WALK_TIMEOUT_MS);
    await open(page, "/");
    // Frozen for speed only: a running marquee slows every call into the page, and focus order
    // and rings do not depend on where the rows have moved.
    const { expected, reached } = await withAnimationsFrozen(page, async () => {
      const expected = await tabStops(page);
      expect(expected).toEqual(
        expect.arrayContaining([
          en.layout.skipToContent,
          en.showcase.pause,
          en.showcase.firstRow,
          en.site.routes.privacyPolicy.navLabel,
          en.site.routes.dataDeletion.navLabel,
        ]),
      );
      const barBottom = await page
        .getByRole("banner")
        .evaluate((el) => el.getBoundingClientRect().bottom);

      const names: string[] = [];
      let previousTop = -Infinity;
      for (let i = 0; i < expected.length; i += 1) {
        await page.keyboard.press("Tab");
        const stop = await focused(page);
        expect(stop, `tab ${i + 1} reached nothing`).not.toBeNull();
        if (!stop) break;
        names.push(stop.name);
        expect(stop.outline, `focus ring on "${stop.name}"`).toBeGreaterThanOrEqual(
          FOCUS_OUTLINE_PX,
        );
        expect(stop.documentTop, `"${stop.name}" comes before what is above it`).toBeGreaterThan(
          previousTop - SAME_ROW_TOLERANCE_PX,
        );
        previousTop = stop.documentTop;
        if (!stop.inBanner && stop.name !== en.layout.skipToContent) {
          expect(stop.top, `"${stop.name}" is hidden under the top bar`).toBeGreaterThanOrEqual(
            barBottom - 1,
          );
        }

        if (stop.name === en.showcase.pause) {
          await page.keyboard.press("Enter");
          expect(await focused(page)).toMatchObject({ name: en.showcase.play, pressed: "true" });
          const tracks = page.getByRole("region", { name: SHOWCASE_ROWS }).locator("> div");
          await expect(tracks.first()).toHaveCSS("animation-play-state", "paused");
          await page.keyboard.press("Space");
          expect(await focused(page)).toMatchObject({ name: en.showcase.pause, pressed: "false" });
        }
      }
      return { expected, reached: names };
    });
    expect(reached).toEqual(expected);

    // The footer's links end with "Privacy choices" (a button), the deletion link just before it;
    // the language picker comes last.
    const languages = LANGUAGE_CODES.map((language) => LANGUAGES[language].label);
    expect(reached.slice(-(2 + languages.length))).toEqual([
      en.site.routes.dataDeletion.navLabel,
      en.consentBar.label,
      ...languages,
    ]);
    for (let i = 0; i <= languages.length; i += 1) await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${ROUTES_BY_NAME.dataDeletion.path}$`));
    const email = page.getByLabel(en.deletion.form.label);
    for (let i = 0; i < TAB_LIMIT; i += 1) {
      if (await email.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(TEST_EMAIL);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: en.deletion.form.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { name: en.deletion.outcome.receivedTitle }),
    ).toBeFocused({ timeout: 5000 });
    await expect(page.getByText(TEST_EMAIL)).toBeVisible();
  });
});

test.describe("focus ring", () => {
  for (const [route, link] of [
    [ROUTES_BY_NAME.privacyPolicy.path, en.site.routes.dataDeletion.navLabel],
    [ROUTES_BY_NAME.dataDeletion.path, DEFAULTS.contactEmail],
  ] as const) {
    test(`links in the text of ${route} show the same ring as everywhere else`, async ({
      page,
    }) => {
      await open(page, route);
      const target = page.getByRole("main").getByRole("link", { name: link }).first();
      await target.scrollIntoViewIfNeeded();
      // Reached by keyboard, so that :focus-visible applies as it does for a keyboard user.
      for (let i = 0; i < TAB_LIMIT * 2; i += 1) {
        await page.keyboard.press("Tab");
        if (await target.evaluate((el) => el === document.activeElement)) break;
      }
      await expect(target).toBeFocused();
      const stop = await focused(page);
      expect(stop?.outline).toBe(FOCUS_OUTLINE_PX);
    });
  }
});

/** Visible content that sticks out sideways, outside the showcase rows that scroll by design. */
const clippedContent = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>("a, button, input, label, h1, h2, h3, p, li")]
      .filter((el) => !el.closest("[role='region'][aria-label^='Recipes,'], [aria-hidden='true']"))
      .filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
      )
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 1 && (rect.left < -1 || rect.right > width + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
  });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("reflow", () => {
  test.describe("at 320 px", () => {
    test.use({ viewport: NARROW });
    for (const route of PAGES) {
      test(`${route} fits without sideways scrolling or clipped content`, async ({ page }) => {
        await open(page, route);
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await clippedContent(page)).toEqual([]);
      });
    }
  });

  test.describe("at 200% zoom", () => {
    test.use({ viewport: ZOOMED, deviceScaleFactor: ZOOM_FACTOR });
    for (const route of PAGES) {
      test(`${route} fits, and the fixed bar leaves room to read`, async ({ page }) => {
        await open(page, route);
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await clippedContent(page)).toEqual([]);
        const barHeight = await page
          .getByRole("banner")
          .evaluate((el) => el.getBoundingClientRect().height);
        expect(barHeight).toBeLessThanOrEqual(ZOOMED.height * MAX_FIXED_BAR_SHARE);
      });
    }
  });
});

const GENERIC_ALT = /^(image|photo|picture|img|graphic|logo|icon)$/i;
const FILE_NAME = /\.(png|jpe?g|webp|avif|gif|svg)\b/i;
const MIN_ALT_LENGTH = 10;

test.describe("text alternatives", () => {
  for (const route of PAGES) {
    test(`${route}: images have meaningful alt text or are marked decorative`, async ({ page }) => {
      await open(page, route);
      const images = await page.locator("img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          alt: img.getAttribute("alt"),
          src: img.getAttribute("src") ?? "",
          // A card's image repeats what its heading says, so it is decoration.
          namedByCard: Boolean(img.closest("article")?.querySelector("h2, h3, h4")),
          hidden: Boolean(img.closest("[aria-hidden='true'], [role='presentation']")),
        })),
      );
      for (const image of images) {
        expect(image.alt, `${image.src} has no alt attribute`).not.toBeNull();
        const alt = image.alt ?? "";
        if (alt === "") {
          expect(image.namedByCard || image.hidden, `${image.src} is not decorative`).toBe(true);
        } else {
          expect(alt.length, `${image.src} alt "${alt}"`).toBeGreaterThanOrEqual(MIN_ALT_LENGTH);
          expect(alt, image.src).not.toMatch(GENERIC_ALT);
          expect(alt, image.src).not.toMatch(FILE_NAME);
        }
      }
      const unnamedSvgs = await page
        .locator("svg:not([aria-hidden='true'])")
        .evaluateAll(
          (svgs) =>
            svgs.filter(
              (svg) =>
                svg.getAttribute("role") !== "img" ||
                !(svg.getAttribute("aria-label") || svg.querySelector("title")),
            ).length,
        );
      expect(unnamedSvgs, "svgs that are neither hidden nor named").toBe(0);
      if (route === "/") {
        await expect(
          page.getByRole("img", { name: new RegExp(`${DEFAULTS.productName} app on a phone`) }),
        ).toBeVisible();
      }
    });
  }
});

test.describe("headings", () => {
  for (const route of PAGES) {
    test(`${route}: headings form an outline, one h1 first and no level skipped`, async ({
      page,
    }) => {
      await open(page, route);
      const levels = await page
        .getByRole("heading")
        .evaluateAll((headings) =>
          headings.map(
            (h) =>
              [
                Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)),
                h.textContent?.trim() ?? "",
              ] as const,
          ),
        );
      const outline = levels.map(([level, text]) => `h${level} ${text}`).join("\n");
      expect(
        levels.filter(([level]) => level === 1),
        outline,
      ).toHaveLength(1);
      expect(levels[0]?.[0], outline).toBe(1);
      levels.forEach(([level, text], i) => {
        expect(text, "empty heading").not.toBe("");
        if (i > 0) {
          expect(level, `"${text}" skips a level:\n${outline}`).toBeLessThanOrEqual(
            (levels[i - 1]?.[0] ?? 1) + 1,
          );
        }
      });
    });
  }
});

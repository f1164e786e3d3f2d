// @ts-check
// How fast the fridge picker on /recipes/ answers, at the size the site must stay fast at: a match
// index of 2,400 recipes and the bench's 4× CPU slowdown. Run by bench/run.mjs after Lighthouse;
// alone, `BENCH_PORT=9612 node bench/fridge-response.mjs` measures the public/ already built.
/* global window, document, Element, HTMLInputElement, MutationObserver, requestAnimationFrame --
   the probes run in the page */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { findChromium } from "./lighthouse-run.mjs";
import { serveFolder } from "./static-server.mjs";

const require = createRequire(import.meta.url);
const { FLAGS } = require("../scripts/chromium.cjs");

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** As FRIDGE_INDEX_PATH in src/fridge/constants.ts. */
const INDEX_PATH = "/recipe-index.json";
const LIST_PATH = "/recipes/";
export const FRIDGE_RECIPES = 2400;
export const FRIDGE_CPU_SLOWDOWN = 4;
/** Chip taps and keystrokes are measured this many times each; suggestion taps half as often. */
export const FRIDGE_SAMPLES = 24;
/** A tap (a chip, or a suggestion) until the re-ranked results are painted: the p95 at most. */
export const FRIDGE_TAP_TARGET_MS = 100;
/** A keystroke until its suggestions are in the page and laid out: the p95 at most. */
export const FRIDGE_KEY_TARGET_MS = 16;
const WAIT_MS = 30_000;
/** Words typed into the combobox, a keystroke at a time, then erased. */
const TYPED = ["tomato", "spinach"];
/** Typed, then chosen by a tap on the first suggestion. */
const CHOSEN_BY_TAP = ["spin", "fet", "garl", "oni", "rice", "lemo"];

/** @typedef {import("../src/fridge/recipe-index").WireIndex} WireIndex */
/** @typedef {"chips" | "options" | "keys"} ProbeKind */
/**
 * What installProbe measures in the page: the times in ms, and the input still being drawn.
 * @typedef {{
 *   chips: number[],
 *   options: number[],
 *   keys: number[],
 *   pending: { kind: "chips" | "options", start: number, drawn: () => boolean } | null,
 *   typing: { start: number, drawn: () => boolean } | null,
 * }} Probe
 */
/** @typedef {{ __fridgeProbe?: Probe }} ProbeWindow */

/**
 * A small seeded generator, so every run measures the same index.
 * @param {number} seed
 */
const seeded = (seed) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

/**
 * The built index grown to `count` recipes: each sample recipe again under a new name, with a few
 * of its ingredients swapped for others from the index, so matches spread as in a real collection.
 * Entries keep the index's wire form (src/fridge/recipe-index.ts): [name, slug, image, keys], in
 * name order as the build writes them (byRecipeName in src/recipes/neighbours.ts).
 * @param {string} builtIndex
 * @param {number} count
 * @returns {string}
 */
export const grownIndex = (builtIndex, count) => {
  /** @type {WireIndex} */
  const wire = JSON.parse(builtIndex);
  const random = seeded(29);
  const base = wire.recipes;
  /** @type {WireIndex["recipes"]} */
  const recipes = Array.from({ length: count }, (_, index) => {
    const sample = base[index % base.length];
    if (!sample) throw new Error("The built index has no recipes.");
    const [name, , image, keys] = sample;
    const swapped = keys.map((key) =>
      random() < 0.3 ? Math.floor(random() * wire.keys.length) : key,
    );
    const number = String(index + 1).padStart(4, "0");
    return [
      `${name} ${number}`,
      `generated-${number}`,
      image,
      [...new Set(swapped)].sort((a, b) => a - b),
    ];
  });
  recipes.sort(([a], [b]) => a.localeCompare(b, "en", { sensitivity: "base" }));
  return JSON.stringify({ ...wire, recipes });
};

/**
 * @param {number[]} values
 * @param {number} share
 */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/** @param {number[]} values */
const summary = (values) => ({
  median: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  max: Math.max(...values),
  samples: values.length,
  values: values.map((value) => Math.round(value * 10) / 10),
});

/**
 * In the page. A tap, on a chip or on a suggestion, is timed from the click event's own time stamp
 * (when the browser received it) to the next paint after the results were drawn: the chip shows
 * its new state or the suggestion's ingredient joins the chosen ones, with the results there (they
 * commit with them), then a frame is requested and a task posted from it, which runs once that
 * frame has been painted. A keystroke is timed to its suggestions in the page and laid out (a
 * forced layout): the listbox shows options for the text typed, or is hidden once the field is
 * empty.
 */
const installProbe = () => {
  /** @type {Probe} */
  const probe = { chips: [], options: [], keys: [], pending: null, typing: null };
  /** @type {ProbeWindow} */ (window).__fridgeProbe = probe;
  const picker = document.querySelector("[data-fridge-picker]");
  if (!picker) throw new Error("The page has no fridge picker.");
  const CHOSEN_BUTTONS = "[aria-labelledby='fridge-chosen'] li button";
  const chosenNames = () =>
    [...picker.querySelectorAll(CHOSEN_BUTTONS)].map((button) =>
      (button.textContent ?? "").replace("×", "").trim(),
    );
  // The results are there whenever something is chosen, and gone when nothing is: a tap is not
  // drawn while they are missing (a change that drew them in a later render would otherwise be
  // timed by its first frame alone).
  const resultsMatchChoice = () =>
    (picker.querySelector(CHOSEN_BUTTONS) !== null) ===
    (picker.querySelector("[aria-labelledby='fridge-results']") !== null);
  /** @param {(end: number) => void} done */
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const settle = () => {
    const pending = probe.pending;
    if (pending && pending.drawn()) {
      probe.pending = null;
      afterNextPaint((end) => probe[pending.kind].push(end - pending.start));
    }
    const typing = probe.typing;
    if (typing && typing.drawn()) {
      probe.typing = null;
      void document.body.offsetHeight;
      probe.keys.push(performance.now() - typing.start);
    }
  };
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const option = target?.closest("[role='option']");
      const chip = target?.closest("button[aria-pressed]");
      if (option) {
        const name = (option.firstChild?.textContent ?? "").trim();
        probe.pending = {
          kind: "options",
          start: event.timeStamp,
          drawn: () => chosenNames().includes(name) && resultsMatchChoice(),
        };
      } else if (chip) {
        const expected = chip.getAttribute("aria-pressed") === "true" ? "false" : "true";
        probe.pending = {
          kind: "chips",
          start: event.timeStamp,
          drawn: () => chip.getAttribute("aria-pressed") === expected && resultsMatchChoice(),
        };
      }
    },
    true,
  );
  window.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.getAttribute("role") !== "combobox") return;
    const text = field.value.trim().toLowerCase();
    /** @type {HTMLElement | null} */
    const listbox = picker.querySelector("[role='listbox']");
    probe.typing = {
      start: event.timeStamp,
      drawn: () => {
        if (!listbox) return false;
        if (!text) return listbox.hidden;
        const options = [...listbox.querySelectorAll("[role='option']")];
        return (
          !listbox.hidden &&
          options.length > 0 &&
          options.every((option) => (option.textContent ?? "").toLowerCase().includes(text))
        );
      },
    };
    settle();
  });
  new MutationObserver(settle).observe(picker, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
};

/**
 * @param {import("playwright-core").Page} page
 * @param {ProbeKind} kind
 * @param {number} count
 */
const waitForCount = (page, kind, count) =>
  page.waitForFunction(
    ([name, wanted]) => {
      const probe = /** @type {ProbeWindow} */ (window).__fridgeProbe;
      return (probe?.[name].length ?? 0) >= wanted;
    },
    /** @type {const} */ ([kind, count]),
    { timeout: WAIT_MS },
  );

/**
 * Measures one visit to /recipes/ at `origin` with the index grown to FRIDGE_RECIPES recipes.
 * `builtIndex` is the text of the build's own index.
 * @param {{ origin: string, builtIndex: string }} options
 */
export const measureFridgeResponse = async ({ origin, builtIndex }) => {
  const index = grownIndex(builtIndex, FRIDGE_RECIPES);
  const browser = await chromium.launch({ executablePath: findChromium(), args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route("**/*mixpanel.com*/**", (route) => route.abort());
    await page.route(`**${INDEX_PATH}`, (route) =>
      route.fulfill({ body: index, contentType: "application/json" }),
    );
    await page.goto(`${origin}${LIST_PATH}`);
    const combobox = page.getByRole("combobox");
    await combobox.waitFor({ timeout: WAIT_MS });
    // The index loads with the first choice; the measured taps start once it is there.
    const chips = page.locator("[data-fridge-picker] button[aria-pressed]");
    await chips.first().click();
    await page.locator('[role="status"]', { hasText: /\d/ }).first().waitFor({ timeout: WAIT_MS });
    await chips.first().click();
    await page.waitForFunction(
      () => !document.querySelector("[data-fridge-picker] button[aria-pressed='true']"),
    );
    await page.evaluate(installProbe);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: FRIDGE_CPU_SLOWDOWN });

    const half = FRIDGE_SAMPLES / 2;
    for (let tap = 0; tap < FRIDGE_SAMPLES; tap += 1) {
      // Twelve chips on, one at a time, then off again in reverse.
      const chip = chips.nth(tap < half ? tap : FRIDGE_SAMPLES - 1 - tap);
      await chip.click();
      await waitForCount(page, "chips", tap + 1);
    }
    let keys = 0;
    await combobox.click();
    while (keys < FRIDGE_SAMPLES) {
      for (const word of TYPED) {
        for (const letter of word) {
          await page.keyboard.press(letter);
          keys += 1;
          await waitForCount(page, "keys", keys);
        }
        for (let erased = 0; erased < word.length; erased += 1) {
          await page.keyboard.press("Backspace");
          keys += 1;
          await waitForCount(page, "keys", keys);
        }
      }
    }
    const chosen = page.locator("[aria-labelledby='fridge-chosen'] li button");
    const clear = page.locator("[aria-labelledby='fridge-chosen'] > button");
    let options = 0;
    while (options < half) {
      for (const word of CHOSEN_BY_TAP) {
        await combobox.click();
        await page.keyboard.type(word);
        await page.getByRole("option").first().click();
        options += 1;
        await waitForCount(page, "options", options);
        // Taken out again, unmeasured, so each tap adds one ingredient to the same fridge.
        await clear.click();
        await chosen.first().waitFor({ state: "detached", timeout: WAIT_MS });
      }
    }
    const probe = await page.evaluate(() => /** @type {ProbeWindow} */ (window).__fridgeProbe);
    if (!probe) throw new Error("The probe is gone from the page.");
    return {
      recipes: FRIDGE_RECIPES,
      indexGzip: gzipSync(index).length,
      cpuSlowdown: FRIDGE_CPU_SLOWDOWN,
      chipTap: summary(probe.chips),
      optionTap: summary(probe.options),
      keystroke: summary(probe.keys.slice(0, keys)),
    };
  } finally {
    await browser.close();
  }
};

/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * The section of RESULTS.md, and what the console shows.
 * @param {Awaited<ReturnType<typeof measureFridgeResponse>> | null | undefined} result
 */
export const fridgeResponseMarkdown = (result) => {
  if (!result) return "Not measured in this run.";
  /**
   * @param {string} label
   * @param {ReturnType<typeof summary>} measured
   * @param {number} target
   */
  const row = (label, { median, p95, max, samples }, target) =>
    `| ${label} | ${ms(median)} | ${ms(p95)} | ${ms(max)} | ${samples} | ${target} ms | ${p95 <= target ? "met" : "**missed**"} |`;
  return [
    `\`${LIST_PATH}\` with its match index grown to ${result.recipes.toLocaleString("en-US")} recipes ` +
      `(${(result.indexGzip / 1024).toFixed(1)} KB gzip), at a ${result.cpuSlowdown}× CPU slowdown ` +
      "(DevTools), desktop window. A tap is timed from the click event's time stamp to the next " +
      "paint after the re-ranked results are drawn; a keystroke, to its suggestions in the page " +
      "and laid out. Targets are for the p95.",
    "",
    "| Input | Median | p95 | Max | Samples | Target | p95 |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    row("Chip tap → results drawn, next paint", result.chipTap, FRIDGE_TAP_TARGET_MS),
    row("Suggestion tap → results drawn, next paint", result.optionTap, FRIDGE_TAP_TARGET_MS),
    row("Keystroke → suggestions drawn", result.keystroke, FRIDGE_KEY_TARGET_MS),
  ].join("\n");
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const publicDir = path.join(ROOT, "public");
  const port = Number(process.env.BENCH_PORT ?? 9612);
  const server = await serveFolder(publicDir, port);
  try {
    const builtIndex = await readFile(path.join(publicDir, INDEX_PATH.slice(1)), "utf8");
    const result = await measureFridgeResponse({ origin: `http://127.0.0.1:${port}`, builtIndex });
    console.log(fridgeResponseMarkdown(result));
    console.log(JSON.stringify(result));
  } finally {
    server.close();
  }
}

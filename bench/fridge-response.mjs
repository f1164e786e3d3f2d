// How fast the fridge picker on /recipes/ answers, at the size the site must stay fast at: a match
// index of 2,400 recipes and the bench's 4× CPU slowdown. Run by bench/run.mjs after Lighthouse;
// alone, `node bench/fridge-response.mjs` measures the public/ already built.
/* global window, document, MutationObserver -- the probes run in the page */
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
/** Each kind of input is measured this many times. */
export const FRIDGE_SAMPLES = 24;
/** The target: results updated within one frame of the keystroke or tap. */
export const FRIDGE_TARGET_MS = 16;
const WAIT_MS = 30_000;
/** Words typed into the combobox, a keystroke at a time, then erased. */
const TYPED = ["tomato", "spinach"];

/** A small seeded generator, so every run measures the same index. */
const seeded = (seed) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

/**
 * The built index grown to `count` recipes: each sample recipe again under a new name, with a few
 * of its ingredients swapped for others from the index, so matches spread as in a real collection.
 * Entries keep the index's wire form (src/fridge/recipe-index.ts): [name, slug, image, keys].
 */
export const grownIndex = (builtIndex, count) => {
  const wire = JSON.parse(builtIndex);
  const random = seeded(29);
  const base = wire.recipes;
  const recipes = Array.from({ length: count }, (_, index) => {
    const [name, , image, keys] = base[index % base.length];
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
  return JSON.stringify({ ...wire, recipes });
};

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

const summary = (values) => ({
  median: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  max: Math.max(...values),
  samples: values.length,
  values: values.map((value) => Math.round(value * 10) / 10),
});

/**
 * In the page: from the input event's own time stamp (when the browser received it) to the moment
 * the answer is in the DOM and laid out (a forced layout, so style and layout count, not the wait
 * for the next frame). A chip's results are drawn as a React transition, so they are awaited by a
 * MutationObserver until the chip shows its new state (the results commit with it); a keystroke's
 * suggestions are drawn before the input event has finished, so a listener after React's reads them.
 */
const installProbe = () => {
  const probe = { taps: [], keys: [], tapStart: 0, expected: null };
  window.__fridgeProbe = probe;
  const picker = document.querySelector("[data-fridge-picker]");
  window.addEventListener(
    "click",
    (event) => {
      const chip = event.target.closest?.("button[aria-pressed]");
      if (!chip) return;
      probe.tapStart = event.timeStamp;
      probe.chip = chip;
      probe.expected = chip.getAttribute("aria-pressed") === "true" ? "false" : "true";
    },
    true,
  );
  new MutationObserver(() => {
    if (!probe.expected || probe.chip.getAttribute("aria-pressed") !== probe.expected) return;
    void document.body.offsetHeight;
    probe.taps.push(performance.now() - probe.tapStart);
    probe.expected = null;
  }).observe(picker, { subtree: true, childList: true, attributes: true, characterData: true });
  window.addEventListener("input", (event) => {
    if (event.target.getAttribute("role") !== "combobox") return;
    void document.body.offsetHeight;
    probe.keys.push(performance.now() - event.timeStamp);
  });
};

const waitForCount = (page, kind, count) =>
  page.waitForFunction(
    ([name, wanted]) => window.__fridgeProbe[name].length >= wanted,
    [kind, count],
    { timeout: WAIT_MS },
  );

/**
 * Measures one visit to /recipes/ at `origin` with the index grown to FRIDGE_RECIPES recipes.
 * `builtIndex` is the text of the build's own index.
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
      await waitForCount(page, "taps", tap + 1);
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
    const { taps, keys: typed } = await page.evaluate(() => window.__fridgeProbe);
    return {
      recipes: FRIDGE_RECIPES,
      indexGzip: gzipSync(index).length,
      cpuSlowdown: FRIDGE_CPU_SLOWDOWN,
      tap: summary(taps),
      keystroke: summary(typed),
    };
  } finally {
    await browser.close();
  }
};

const ms = (value) => `${value.toFixed(1)} ms`;

/** The section of RESULTS.md, and what the console shows. */
export const fridgeResponseMarkdown = (result) => {
  if (!result) return "Not measured in this run.";
  const row = (label, { median, p95, max, samples }) =>
    `| ${label} | ${ms(median)} | ${ms(p95)} | ${ms(max)} | ${samples} | ${p95 <= FRIDGE_TARGET_MS ? "met" : "**missed**"} |`;
  return [
    `\`${LIST_PATH}\` with its match index grown to ${result.recipes.toLocaleString("en-US")} recipes ` +
      `(${(result.indexGzip / 1024).toFixed(1)} KB gzip), at a ${result.cpuSlowdown}× CPU slowdown ` +
      "(DevTools), desktop window: from the input event's time stamp to the answer in the page and " +
      `laid out. Target: at most ${FRIDGE_TARGET_MS} ms (p95 here).`,
    "",
    "| Input | Median | p95 | Max | Samples | Target |",
    "| --- | --- | --- | --- | --- | --- |",
    row("Chip tap → results re-ranked and drawn", result.tap),
    row("Keystroke → suggestions drawn", result.keystroke),
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

import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { expect, layoutShift, recordLayoutShifts, recordedLayoutShifts, test } from "./fixtures";
import { en } from "../src/i18n/dictionaries";

// On a slow connection the browser paints a page before the rest of its HTML has arrived. What it
// painted must not move when the rest comes in. Here the built page is passed on by a server that
// holds back its HTML at one point (just inside the footer, between two store badges), until the
// browser has painted what came before.

type StallPoint = (html: string) => number;

/** Where the HTML stops until the first paint: after the footer's links, before its last line. */
const inFooter: StallPoint = (html) => {
  const footer = html.indexOf("<footer");
  const afterLinks = html.indexOf("</nav>", footer);
  if (footer < 0 || afterLinks < 0) throw new Error("The page has no footer with links.");
  return afterLinks + "</nav>".length;
};

/** Where a page's HTML is held back, and what must be on the page when the browser paints. */
type HeldBack = { route: string; stallPoint: StallPoint; selector: string; count: number };

type StallingServer = { origin: string; release: () => void; close: () => Promise<void> };

/**
 * Between the App Store badge and the Google Play badge of the `nth` group of store badges on the
 * page (0: the top bar's; 1: the hero's on `/`).
 */
const betweenBadges =
  (nth: number): StallPoint =>
  (html) => {
    let at = -1;
    for (let group = 0; group <= nth; group += 1) {
      at = html.indexOf(`aria-label="${en.storeBadges.appStore}`, at + 1);
      if (at < 0) throw new Error(`The page has no store badge group ${nth}.`);
    }
    return html.indexOf("</a>", at) + "</a>".length;
  };

/** Serves `page` from `upstream` in two parts, the second on `release()`; all else as it is. */
const stallingServer = async (
  upstream: string,
  page: string,
  stallPoint: StallPoint,
): Promise<StallingServer> => {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", upstream);
    void fetch(url, { headers: { "accept-encoding": "identity" } })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, {
          "content-type": answer.headers.get("content-type") ?? "application/octet-stream",
        });
        if (url.pathname !== page) return response.end(body);
        const html = body.toString("utf8");
        const at = stallPoint(html);
        response.write(html.slice(0, at));
        await released;
        response.end(html.slice(at));
      })
      .catch((error: Error) => response.destroy(error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * Loads `route` through a server that holds its HTML back at `stallPoint`. Once the browser has
 * painted with `count` elements matching `selector` on the page and the rest still held, lets the
 * rest through, waits for the load and runs `check` while the server still answers.
 */
const loadHeldBack = async (
  page: Page,
  baseURL: string | undefined,
  { route, stallPoint, selector, count }: HeldBack,
  check: () => Promise<void>,
) => {
  const server = await stallingServer(String(baseURL), route, stallPoint);
  try {
    await page.goto(`${server.origin}${route}`, { waitUntil: "commit" });
    await page.waitForFunction(
      ([painted, expected]) =>
        performance.getEntriesByName("first-contentful-paint").length > 0 &&
        document.querySelectorAll(painted).length === expected &&
        document.readyState === "loading",
      [selector, count] as const,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    server.release();
    await page.waitForLoadState("load");
    await check();
  } finally {
    server.release();
    await server.close();
  }
};

// A page shorter than the window, so that its footer is on screen from the first paint.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px, a footer painted before the rest of its markup stays put as it arrives`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    // The footer's first lines are on screen while the rest of the page is held back.
    const heldBack = {
      route: PAGES.contact.path,
      stallPoint: inFooter,
      selector: "footer nav",
      count: 1,
    };
    await loadHeldBack(page, baseURL, heldBack, async () => {
      await expect(page.getByRole("contentinfo")).toContainText("Apple and the Apple logo");
      expect(await layoutShift(page)).toBe(0);
    });
  });
}

// Two store badges side by side in a centred group: drawn before the second had arrived, the
// first would stand alone in the middle and move aside when its partner came. A phone's top bar
// keeps its badges in a closed popover, so the top bar's are watched where it draws them.
for (const [where, nth, width] of [
  ["the top bar", 0, 800],
  ["the top of the home page", 1, 390],
  ["the top of the home page", 1, 800],
] as const) {
  test(`at ${width} px, the store badges in ${where} stay put while the second is on its way`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    const heldBack = {
      route: PAGES.home.path,
      stallPoint: betweenBadges(nth),
      selector: `a[aria-label^="${en.storeBadges.appStore}"]`,
      count: nth + 1,
    };
    await loadHeldBack(page, baseURL, heldBack, async () => {
      await expect(
        page.locator(`a[aria-label^="${en.storeBadges.googlePlay}"]`).nth(nth),
      ).toBeVisible();
      expect(await recordedLayoutShifts(page)).toEqual([]);
    });
  });
}

/** Where the HTML stops until the first paint: after the top bar's first link, or after its links. */
const inTopBar =
  (where: "first link" | "links"): StallPoint =>
  (html) => {
    const nav = html.indexOf("<nav", html.indexOf("<header"));
    const end = where === "links" ? "</nav>" : "</a>";
    const at = html.indexOf(end, nav);
    if (nav < 0 || at < 0) throw new Error("The page has no top bar with links.");
    return at + end.length;
  };

// A phone's top bar is one row: brand, links and the App button, the links at the right. Painted
// before the rest of the bar had arrived, the links would move aside when it came.
for (const route of [PAGES.home.path, PAGES.contact.path]) {
  for (const where of ["first link", "links"] as const) {
    test(`at 390 px, the top bar on ${route} shifts nothing when its HTML stops after its ${where}`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await recordLayoutShifts(page);
      const heldBack = {
        route,
        stallPoint: inTopBar(where),
        selector: "header nav a",
        count: where === "links" ? 2 : 1,
      };
      await loadHeldBack(page, baseURL, heldBack, async () => {
        await expect(
          page.getByRole("banner").getByRole("button", { name: en.topBar.getTheApp }),
        ).toBeVisible();
        expect(await recordedLayoutShifts(page)).toEqual([]);
      });
    });
  }
}

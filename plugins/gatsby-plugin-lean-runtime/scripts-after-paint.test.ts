import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  LOADER_ID,
  PAINT_WAIT_CAP_MS,
  deferPageScripts,
  loaderSource,
  pageBundles,
  withScriptsAfterPaint,
} from "./scripts-after-paint.cjs";

const SOURCES = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];
const tags = SOURCES.map((src) => `<script src="${src}" async=""></script>`).join("");
const PAGE = `<html><body><div id="___gatsby"><img fetchpriority="high"></div><script id="gatsby-chunk-mapping">x</script>${tags}</body></html>`;

const appended = () =>
  [...document.body.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
const runLoader = () => new Function(loaderSource(SOURCES))();
const addPhoto = (complete: boolean) => {
  const img = document.createElement("img");
  img.setAttribute("fetchpriority", "high");
  Object.defineProperty(img, "complete", { value: complete });
  document.body.append(img);
  return img;
};

/** Nothing has started a millisecond before the cap; every bundle has at the cap. */
const startsAtTheCap = () => {
  jest.advanceTimersByTime(PAINT_WAIT_CAP_MS - 1);
  expect(appended()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(appended()).toEqual(SOURCES);
};

beforeEach(() => {
  document.body.innerHTML = "";
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("withScriptsAfterPaint", () => {
  it("replaces the bundle tags with one loader in their place, keeping every other script", () => {
    const html = withScriptsAfterPaint(PAGE);
    expect(html).not.toContain('async=""');
    expect(html).toContain('<script id="gatsby-chunk-mapping">x</script>');
    expect(html).toContain(`<script id="${LOADER_ID}">${loaderSource(SOURCES)}</script></body>`);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("leaves a page without bundle tags unchanged, and is safe to run twice", () => {
    const once = withScriptsAfterPaint(PAGE);
    expect(withScriptsAfterPaint(once)).toBe(once);
  });

  it("leaves the bundles readable: the loader's list, or Gatsby's tags where it is off", () => {
    expect(pageBundles(withScriptsAfterPaint(PAGE))).toEqual(SOURCES);
    expect(pageBundles(PAGE)).toEqual(SOURCES);
    expect(pageBundles("<html><body></body></html>")).toEqual([]);
  });
});

describe("deferPageScripts", () => {
  const files = ["recipes/shakshuka/index.html", "recipes/index.html", "contact/index.html"];
  const builtSite = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "scripts-after-paint-"));
    const publicDir = path.join(dir, "public");
    const write = (file: string, text = PAGE) => {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), text);
    };
    files.forEach((file) => write(file));
    // The recipe editor's page is no page of the site: Decap's own scripts stay as they are.
    write("admin/index.html");
    return { dir, publicDir, write };
  };

  it("rewrites every built page, and not the editor's", () => {
    const { dir, publicDir } = builtSite();
    try {
      expect(deferPageScripts(publicDir)).toEqual({ pages: 3, checked: 3, changed: 3 });
      const read = (file: string) => readFileSync(path.join(publicDir, file), "utf8");
      for (const file of files) expect(read(file)).toContain(`id="${LOADER_ID}"`);
      expect(read("admin/index.html")).toBe(PAGE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("in a later build, checks only the pages written since, or all with stamps off", () => {
    const { dir, publicDir, write } = builtSite();
    try {
      write("recipes/dal/index.html");
      deferPageScripts(publicDir);
      expect(deferPageScripts(publicDir)).toEqual({ pages: 4, checked: 0, changed: 0 });
      write("recipes/dal/index.html");
      write("recipes/pho/index.html");
      expect(deferPageScripts(publicDir)).toEqual({ pages: 5, checked: 2, changed: 2 });
      expect(readFileSync(path.join(publicDir, "recipes/dal/index.html"), "utf8")).toContain(
        `id="${LOADER_ID}"`,
      );
      expect(deferPageScripts(publicDir, { stamps: false })).toEqual({
        pages: 5,
        checked: 5,
        changed: 0,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the loader", () => {
  it("waits for the photo, then starts every bundle once", () => {
    const photo = addPhoto(false);
    runLoader();
    expect(appended()).toEqual([]);
    photo.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS);
    expect(appended()).toEqual(SOURCES);
  });

  it("starts the bundles when the photo fails", () => {
    const photo = addPhoto(false);
    runLoader();
    photo.dispatchEvent(new Event("error"));
    expect(appended()).toEqual(SOURCES);
  });

  it("starts them after the cap when the photo is slow", () => {
    addPhoto(false);
    runLoader();
    startsAtTheCap();
  });

  it("starts them at once when the photo is already there", () => {
    addPhoto(true);
    runLoader();
    expect(appended()).toEqual(SOURCES);
  });
});

describe("the loader on a page without a photo", () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let observers: { callback: Callback; options: unknown }[] = [];
  /** A PerformanceObserver that reports entries when told, for the entry types given. */
  const fakeObserver = (supportedEntryTypes: string[]) =>
    Object.assign(
      function FakeObserver(callback: Callback) {
        const observer = { callback, options: undefined as unknown };
        observers.push(observer);
        return { observe: (options: unknown) => (observer.options = options) };
      },
      { supportedEntryTypes },
    );
  const paint = (...names: string[]) =>
    observers.forEach(({ callback }) =>
      callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }),
    );
  const visibility = (state: DocumentVisibilityState) =>
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(state);

  beforeEach(() => {
    observers = [];
    visibility("visible");
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, "PerformanceObserver");
  });

  it("waits for the first contentful paint, buffered, then starts every bundle once", () => {
    Reflect.set(window, "PerformanceObserver", fakeObserver(["paint", "largest-contentful-paint"]));
    runLoader();
    expect(observers.map(({ options }) => options)).toEqual([{ type: "paint", buffered: true }]);
    paint("first-paint");
    expect(appended()).toEqual([]);
    paint("first-paint", "first-contentful-paint");
    paint("first-contentful-paint");
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS);
    expect(appended()).toEqual(SOURCES);
  });

  it("starts them after the cap when no paint is reported", () => {
    Reflect.set(window, "PerformanceObserver", fakeObserver(["paint"]));
    runLoader();
    startsAtTheCap();
  });

  it("starts them at once where paints cannot be reported, or the page is out of sight", () => {
    Reflect.deleteProperty(window, "PerformanceObserver");
    runLoader();
    expect(appended()).toEqual(SOURCES);

    document.body.innerHTML = "";
    Reflect.set(window, "PerformanceObserver", fakeObserver(["resource"]));
    runLoader();
    expect(appended()).toEqual(SOURCES);

    document.body.innerHTML = "";
    Reflect.set(window, "PerformanceObserver", fakeObserver(["paint"]));
    visibility("hidden");
    runLoader();
    expect(appended()).toEqual(SOURCES);
    expect(observers).toEqual([]);
  });
});

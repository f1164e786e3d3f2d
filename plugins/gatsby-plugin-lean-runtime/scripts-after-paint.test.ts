import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  LOADER_ID,
  PAINT_WAIT_CAP_MS,
  PHOTO_PAINT_GRACE_MS,
  deferPageScripts,
  loaderSource,
  pageBundles,
  withPageScripts,
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

describe("withPageScripts", () => {
  it("replaces the bundle tags with one loader in their place, keeping every other script", () => {
    const html = withPageScripts(PAGE);
    expect(html).not.toContain('async=""');
    expect(html).toContain('<script id="gatsby-chunk-mapping">x</script>');
    expect(html).toContain(`<script id="${LOADER_ID}">${loaderSource(SOURCES)}</script></body>`);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("leaves a page without bundle tags unchanged, and is safe to run twice", () => {
    const once = withPageScripts(PAGE);
    expect(withPageScripts(once)).toBe(once);
  });

  it("gives a page that carries an earlier loader the current one", () => {
    const earlier =
      `<script id="${LOADER_ID}">(function(){var d=document,s=${JSON.stringify(SOURCES)},go=!1;` +
      `if(d.images.length<1&&!go)go=!0})()</script>`;
    const kept = PAGE.replace(tags, earlier);
    expect(withPageScripts(kept)).toBe(withPageScripts(PAGE));
  });

  it("with the lever off, gives a page that carries the loader Gatsby's tags back", () => {
    expect(withPageScripts(withPageScripts(PAGE), { afterPaint: false })).toBe(PAGE);
    expect(withPageScripts(PAGE, { afterPaint: false })).toBe(PAGE);
  });

  it("leaves the bundles readable: the loader's list, or Gatsby's tags where it is off", () => {
    expect(pageBundles(withPageScripts(PAGE))).toEqual(SOURCES);
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
      // The lever turned off in a warm build: every page is checked, and gets Gatsby's tags back.
      expect(deferPageScripts(publicDir, { afterPaint: false })).toEqual({
        pages: 5,
        checked: 5,
        changed: 5,
      });
      expect(readFileSync(path.join(publicDir, "recipes/dal/index.html"), "utf8")).toBe(PAGE);
      expect(deferPageScripts(publicDir, { afterPaint: false })).toEqual({
        pages: 5,
        checked: 0,
        changed: 0,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Entry = { name?: string; element?: Element; size?: number };
type Callback = (list: {
  getEntries: () => Entry[];
  getEntriesByName: (name: string) => Entry[];
}) => void;
let observers: { callback: Callback; options: { type?: string } | undefined }[] = [];
/** A PerformanceObserver that reports entries when told, for the entry types given. */
const fakeObserver = (supportedEntryTypes: string[]) =>
  Object.assign(
    function FakeObserver(callback: Callback) {
      const observer = { callback, options: undefined as { type?: string } | undefined };
      observers.push(observer);
      return { observe: (options: { type?: string }) => (observer.options = options) };
    },
    { supportedEntryTypes },
  );
/** Reports entries of one type to the observers watching it. */
const report = (type: string, entries: Entry[]) =>
  observers
    .filter(({ options }) => options?.type === type)
    .forEach(({ callback }) =>
      callback({
        getEntries: () => entries,
        getEntriesByName: (name) => entries.filter((entry) => entry.name === name),
      }),
    );
const paint = (...names: string[]) =>
  report(
    "paint",
    names.map((name) => ({ name })),
  );
const largest = (entry: Entry) => report("largest-contentful-paint", [entry]);
const visibility = (state: DocumentVisibilityState) =>
  jest.spyOn(document, "visibilityState", "get").mockReturnValue(state);
/** Lays the photo out at the given place in jsdom's window (1024 × 768), with the pixels given. */
const place = (
  photo: HTMLImageElement,
  { top, width = 400, height = 300 }: { top: number; width?: number; height?: number },
  pixels = { width: 800, height: 600 },
) => {
  expect([window.innerWidth, window.innerHeight]).toEqual([1024, 768]);
  jest.spyOn(photo, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, width, height));
  Object.defineProperty(photo, "naturalWidth", { value: pixels.width });
  Object.defineProperty(photo, "naturalHeight", { value: pixels.height });
};

/** A page whose photo, in the window and still on its way, is larger than the text painted. */
const photoOnItsWay = () => {
  const photo = addPhoto(false);
  place(photo, { top: 0 });
  runLoader();
  largest({ element: document.body, size: 10_000 });
  return photo;
};

beforeEach(() => {
  observers = [];
  visibility("visible");
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, "PerformanceObserver");
});

describe("the loader on a page with a photo, where largest paints are reported", () => {
  beforeEach(() =>
    Reflect.set(window, "PerformanceObserver", fakeObserver(["paint", "largest-contentful-paint"])),
  );

  it("waits for the photo to arrive and to be reported as the largest paint", () => {
    const photo = addPhoto(false);
    place(photo, { top: 0 });
    runLoader();
    expect(observers.map(({ options }) => options)).toEqual([
      { type: "largest-contentful-paint", buffered: true },
    ]);
    // The headline is painted first, smaller than the photo will show.
    largest({ element: document.body, size: 30_000 });
    expect(appended()).toEqual([]);
    photo.dispatchEvent(new Event("load"));
    // Arrived, not yet painted: a script begun now would be one the photo's paint waits on.
    expect(appended()).toEqual([]);
    largest({ element: photo, size: 120_000 });
    largest({ element: photo, size: 120_000 });
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS);
    expect(appended()).toEqual(SOURCES);
  });

  it("waits for a paint even when the photo has arrived before the loader runs", () => {
    const photo = addPhoto(true);
    place(photo, { top: 0 });
    runLoader();
    expect(appended()).toEqual([]);
    // The browser's count of the photo's size may be below the loader's: the photo is named.
    largest({ element: photo, size: 100_000 });
    expect(appended()).toEqual(SOURCES);
  });

  it("starts once the photo has arrived when text already painted is larger than it shows", () => {
    const photo = addPhoto(false);
    // 400 × 100 of it in the window; once arrived, its pixels are half the size it is shown at,
    // so it counts as a quarter of that.
    place(photo, { top: 668 }, { width: 200, height: 150 });
    runLoader();
    largest({ element: document.body, size: 5_000 });
    expect(appended()).toEqual([]);
    photo.dispatchEvent(new Event("load"));
    largest({ element: document.body, size: 8_000 });
    expect(appended()).toEqual([]);
    largest({ element: document.body, size: 12_000 });
    expect(appended()).toEqual(SOURCES);
  });

  it("waits for a photo in the window to arrive, however small it shows", () => {
    const photo = addPhoto(false);
    place(photo, { top: 668 });
    runLoader();
    largest({ element: document.body, size: 50_000 });
    expect(appended()).toEqual([]);
    photo.dispatchEvent(new Event("load"));
    expect(appended()).toEqual(SOURCES);
  });

  it("does not wait for a photo below the window", () => {
    place(addPhoto(false), { top: 800 });
    runLoader();
    expect(appended()).toEqual([]);
    largest({ element: document.body, size: 10_000 });
    expect(appended()).toEqual(SOURCES);
  });

  it("starts when the photo fails, once a paint is reported", () => {
    const photo = addPhoto(false);
    // A photo that failed has no pixels.
    place(photo, { top: 0 }, { width: 0, height: 0 });
    runLoader();
    largest({ element: document.body, size: 10_000 });
    photo.dispatchEvent(new Event("error"));
    expect(appended()).toEqual(SOURCES);
  });

  for (const input of ["keydown", "pointerdown", "touchstart", "wheel"]) {
    it(`after a visitor's ${input}, which ends the reports, starts once the photo has arrived`, () => {
      const photo = photoOnItsWay();
      window.dispatchEvent(new Event(input));
      expect(appended()).toEqual([]);
      photo.dispatchEvent(new Event("load"));
      expect(appended()).toEqual(SOURCES);
    });
  }

  it("starts at the grace after the photo arrived when its paint is never reported", () => {
    const photo = photoOnItsWay();
    jest.advanceTimersByTime(500);
    photo.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(PHOTO_PAINT_GRACE_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(SOURCES);
  });

  it("starts at the cap when the photo is slow", () => {
    photoOnItsWay();
    startsAtTheCap();
  });
});

describe("the loader on a page with a photo, where only first paints are reported", () => {
  it("waits for the photo and the first contentful paint, in either order", () => {
    Reflect.set(window, "PerformanceObserver", fakeObserver(["paint"]));
    const photo = addPhoto(false);
    runLoader();
    expect(observers.map(({ options }) => options)).toEqual([{ type: "paint", buffered: true }]);
    paint("first-paint", "first-contentful-paint");
    expect(appended()).toEqual([]);
    photo.dispatchEvent(new Event("load"));
    expect(appended()).toEqual(SOURCES);

    document.body.innerHTML = "";
    observers = [];
    addPhoto(true);
    runLoader();
    expect(appended()).toEqual([]);
    paint("first-contentful-paint");
    expect(appended()).toEqual(SOURCES);
  });
});

describe("the loader on a page with a photo, where no paint is reported", () => {
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

  it("starts them at once on a page with a photo loaded out of sight", () => {
    Reflect.set(window, "PerformanceObserver", fakeObserver(["paint", "largest-contentful-paint"]));
    visibility("hidden");
    addPhoto(false);
    runLoader();
    expect(appended()).toEqual(SOURCES);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  LOADER_ID,
  deferRecipePageScripts,
  PHOTO_WAIT_CAP_MS,
  isRecipePage,
  loaderSource,
  withScriptsAfterPhoto,
} from "./scripts-after-photo.cjs";

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

beforeEach(() => {
  document.body.innerHTML = "";
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("withScriptsAfterPhoto", () => {
  it("replaces the bundle tags with one loader in their place, keeping every other script", () => {
    const html = withScriptsAfterPhoto(PAGE);
    expect(html).not.toContain('async=""');
    expect(html).toContain('<script id="gatsby-chunk-mapping">x</script>');
    expect(html).toContain(`<script id="${LOADER_ID}">${loaderSource(SOURCES)}</script></body>`);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("leaves a page without bundle tags unchanged, and is safe to run twice", () => {
    const once = withScriptsAfterPhoto(PAGE);
    expect(withScriptsAfterPhoto(once)).toBe(once);
  });

  it("applies to recipe pages only", () => {
    expect(isRecipePage("recipes/shakshuka/index.html")).toBe(true);
    for (const file of [
      "index.html",
      "contact/index.html",
      "404.html",
      "get/index.html",
      "recipes/index.html",
      "recipes/2/index.html",
    ]) {
      expect(isRecipePage(file)).toBe(false);
    }
  });
});

describe("deferRecipePageScripts", () => {
  const files = ["recipes/shakshuka/index.html", "recipes/index.html", "contact/index.html"];
  const builtSite = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "scripts-after-photo-"));
    const publicDir = path.join(dir, "public");
    const write = (file: string, text = PAGE) => {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), text);
    };
    files.forEach((file) => write(file));
    return { dir, publicDir, write };
  };

  it("rewrites the built recipe pages and nothing else", () => {
    const { dir, publicDir } = builtSite();
    try {
      expect(deferRecipePageScripts(publicDir)).toEqual({ pages: 1, checked: 1, changed: 1 });
      const read = (file: string) => readFileSync(path.join(publicDir, file), "utf8");
      expect(read("recipes/shakshuka/index.html")).toContain(`id="${LOADER_ID}"`);
      expect(read("recipes/index.html")).toBe(PAGE);
      expect(read("contact/index.html")).toBe(PAGE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("in a later build, checks only the recipe pages written since, or all with stamps off", () => {
    const { dir, publicDir, write } = builtSite();
    try {
      write("recipes/dal/index.html");
      deferRecipePageScripts(publicDir);
      expect(deferRecipePageScripts(publicDir)).toEqual({ pages: 2, checked: 0, changed: 0 });
      write("recipes/dal/index.html");
      write("recipes/pho/index.html");
      expect(deferRecipePageScripts(publicDir)).toEqual({ pages: 3, checked: 2, changed: 2 });
      expect(readFileSync(path.join(publicDir, "recipes/dal/index.html"), "utf8")).toContain(
        `id="${LOADER_ID}"`,
      );
      expect(deferRecipePageScripts(publicDir, { stamps: false })).toEqual({
        pages: 3,
        checked: 3,
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
    jest.advanceTimersByTime(PHOTO_WAIT_CAP_MS);
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
    jest.advanceTimersByTime(PHOTO_WAIT_CAP_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(SOURCES);
  });

  it("starts them at once when the photo is already there, or there is none", () => {
    addPhoto(true);
    runLoader();
    expect(appended()).toEqual(SOURCES);
    document.body.innerHTML = "";
    runLoader();
    expect(appended()).toEqual(SOURCES);
  });
});

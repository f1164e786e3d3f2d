import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createSiteConfig } from "../../src/config/site-config";
import { APP_ICON_SOURCE, LOGO_PATH, THEME_COLOR } from "../../src/components/seo/seo-constants";
import { appIconDefinitions, appIconVersion } from "./app-icon-version";
import {
  APP_ICON_FILES,
  FAVICON,
  MANIFEST_ICON_SIZES,
  MANIFEST_PATH,
  TOUCH_ICON,
  appIconLinks,
  webManifest,
} from "./app-icons";
import { writeWebManifest } from "./write-web-manifest";

const config = createSiteConfig({});
const SOURCE = path.join(__dirname, "../..", APP_ICON_SOURCE);

describe("the web app manifest", () => {
  it("names the app, starts at home and offers the store apps first", () => {
    const manifest = webManifest(config, "v1");
    expect(manifest).toMatchObject({
      name: config.productName,
      short_name: config.productName,
      description: config.tagline,
      start_url: "/",
      theme_color: THEME_COLOR,
      prefer_related_applications: true,
    });
    expect(manifest.related_applications.map((app) => app.platform)).toEqual(["itunes", "play"]);
  });

  it("lists each icon relative to itself, with the logo's version", () => {
    expect(webManifest(config, "abc").icons).toEqual(
      MANIFEST_ICON_SIZES.map((size) => ({
        src: `icons/icon-${size}x${size}.png?v=abc`,
        sizes: `${size}x${size}`,
        type: "image/png",
      })),
    );
    expect(MANIFEST_ICON_SIZES).toContain(192);
    expect(MANIFEST_ICON_SIZES).toContain(512);
  });

  it("gives the head a favicon, the manifest and one home-screen icon", () => {
    expect(appIconLinks("abc")).toEqual([
      { rel: "icon", href: "/favicon-32x32.png?v=abc", type: "image/png" },
      { rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "anonymous" },
      { rel: "apple-touch-icon", sizes: "180x180", href: "/icons/apple-touch-icon.png?v=abc" },
    ]);
  });

  it("hands the logo's version to the HTML renderer only", () => {
    const version = appIconVersion(SOURCE);
    expect(version).toMatch(/^[0-9a-f]{32}$/);
    for (const stage of ["build-html", "develop-html"])
      expect(appIconDefinitions(stage, SOURCE)).toEqual({
        BUILT_APP_ICON_VERSION: JSON.stringify(version),
      });
    for (const stage of ["build-javascript", "develop", "build-stage"])
      expect(appIconDefinitions(stage, SOURCE)).toBeNull();
  });
});

describe("writeWebManifest", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "manifest-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes every icon at its size from the logo, and a manifest that points at them", async () => {
    const version = await writeWebManifest(dir, SOURCE, config);
    expect(version).toBe(appIconVersion(SOURCE));
    for (const icon of APP_ICON_FILES) {
      const meta = await sharp(path.join(dir, icon.path)).metadata();
      expect([icon.path, meta.format, meta.width, meta.height]).toEqual([
        icon.path,
        "png",
        icon.size,
        icon.size,
      ]);
    }
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_PATH), "utf8")) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) {
      const file = new URL(icon.src, "https://site/").pathname;
      expect(APP_ICON_FILES.map(({ path: iconPath }) => iconPath)).toContain(file);
    }
    expect(APP_ICON_FILES.map(({ path: iconPath }) => iconPath)).toContain(LOGO_PATH);
    expect(APP_ICON_FILES).toContainEqual(FAVICON);
  });

  it("fills the home-screen icon's corners with the logo's colour, and keeps the others clear", async () => {
    await writeWebManifest(dir, SOURCE, config);
    expect((await sharp(path.join(dir, TOUCH_ICON.path)).stats()).isOpaque).toBe(true);
    expect((await sharp(path.join(dir, FAVICON.path)).stats()).isOpaque).toBe(false);
  });

  it("gives a changed logo a new version", async () => {
    const changed = path.join(dir, "logo.png");
    await sharp(SOURCE).flip().png().toFile(changed);
    expect(appIconVersion(changed)).not.toBe(appIconVersion(SOURCE));
    writeFileSync(changed, readFileSync(SOURCE));
    expect(appIconVersion(changed)).toBe(appIconVersion(SOURCE));
  });
});

/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import getTargets, { isRequired } from "@babel/helper-compilation-targets";
import { browserslist } from "../../package.json";
import vm from "node:vm";
import { EVENT_NAMES } from "../../src/analytics/constants";
import { TRACK_URL } from "../../src/analytics/mixpanel/ingestion";
import { createSiteConfig } from "../../src/config/site-config";
import { decodeTrackBody } from "../../src/test-utils/decode-track-body";
import { buildRedirectScript } from "./redirect-script";
import { GET_PATH } from "../../src/get/constants";
import { REDIRECT_ATTRIBUTE, redirectSettings } from "../../src/get/redirect";
import { USER_AGENTS } from "../../src/get/user-agents";

const ROOT = path.resolve(__dirname, "../..");
const SETTINGS = redirectSettings(
  createSiteConfig({
    GATSBY_MIXPANEL_TOKEN: "test-token",
    GATSBY_IOS_APP_URL: "https://apps.apple.com/app/id1234567890",
  }),
);

let script = "";

beforeAll(async () => {
  script = await buildRedirectScript(SETTINGS, ROOT);
}, 60_000);

describe("the /get redirect script's browsers", () => {
  it("are the project's browserslist: every browser there runs template literals, which stay", () => {
    const targets = getTargets({ browsers: browserslist });
    expect(isRequired("transform-template-literals", targets)).toBe(false);
    expect(script).toContain("`");
  });

  it("follow the project's list when it changes: for Internet Explorer, Babel joins strings", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "get-browsers-"));
    try {
      symlinkSync(path.join(ROOT, "src"), path.join(root, "src"));
      symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
      writeFileSync(path.join(root, "package.json"), JSON.stringify({ browserslist: ["ie 11"] }));
      const forOldBrowsers = await buildRedirectScript(SETTINGS, root);
      expect(forOldBrowsers).not.toContain("`");
      expect(forOldBrowsers).toContain(".concat(");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

type Beacon = { url: string; body: string };

/** Runs the built script as a browser would, in a fresh global scope with only web APIs. */
const run = (userAgent: string, maxTouchPoints: number, search = "", gpc = false) => {
  const replace = jest.fn();
  const attributes: Record<string, string> = {};
  const beacons: Beacon[] = [];
  const window = {
    navigator: {
      userAgent,
      maxTouchPoints,
      doNotTrack: null,
      globalPrivacyControl: gpc,
      sendBeacon: (url: string, body: URLSearchParams) => {
        beacons.push({ url, body: body.toString() });
        return true;
      },
    },
    location: { pathname: GET_PATH, search, protocol: "https:", replace },
    document: {
      cookie: "",
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
    },
    screen: { width: 390, height: 844 },
  };
  vm.runInNewContext(script, {
    window,
    ...window,
    URL,
    URLSearchParams,
    crypto: globalThis.crypto,
    // A visitor the site counts without asking, whatever the machine's own time zone.
    Intl: { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: "America/Chicago" }) }) },
  });
  return { replace, attributes, beacons, cookie: window.document.cookie };
};

describe("the built /get redirect script", () => {
  it("is small and safe to inline", () => {
    expect(script.length).toBeGreaterThan(0);
    // About 8 KB with the redaction every analytics value goes through (3.7 KB gzip).
    expect(script.length).toBeLessThan(9 * 1024);
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it("carries the settings it was built with", () => {
    expect(script).toContain(SETTINGS.appStoreUrl);
    expect(script).toContain(SETTINGS.playStoreUrl);
  });

  it("sends an iPhone to the App Store with the QR code's campaign, after the beacon", () => {
    const { replace, attributes, beacons, cookie } = run(USER_AGENTS.iPhone, 5, "?src=qr");
    expect(replace).toHaveBeenCalledWith("https://apps.apple.com/app/id1234567890?ct=qr&mt=8");
    expect(attributes[REDIRECT_ATTRIBUTE]).toBe("app_store");
    expect(beacons.map(({ url }) => url)).toEqual([TRACK_URL]);
    const [sent] = decodeTrackBody(beacons[0]?.body ?? "");
    expect(sent?.event).toBe(EVENT_NAMES.downloadClicked(SETTINGS.productName));
    expect(sent?.properties).toMatchObject({
      location: "get",
      destination: "app_store",
      src: "qr",
      token: "test-token",
      current_route: GET_PATH,
    });
    expect(cookie).toContain(encodeURIComponent(String(sent?.properties.distinct_id)));
  });

  it("sends nothing under Global Privacy Control, and still redirects", () => {
    const { replace, beacons, cookie } = run(USER_AGENTS.iPhone, 5, "?src=qr", true);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(beacons).toEqual([]);
    expect(cookie).toBe("");
  });

  it("sends an iPad with a Mac user agent to the App Store", () => {
    const { replace } = run(USER_AGENTS.iPadDesktopMode, 5);
    expect(replace).toHaveBeenCalledWith(SETTINGS.appStoreUrl);
  });

  it("sends an Android phone to Google Play with the referrer", () => {
    const { replace } = run(USER_AGENTS.androidPhone, 5, "?utm_source=poster&utm_campaign=spring");
    expect(replace).toHaveBeenCalledWith(
      `${SETTINGS.playStoreUrl}&referrer=utm_source%3Dposter%26utm_campaign%3Dspring`,
    );
  });

  it("leaves a computer on the page", () => {
    const { replace, attributes, beacons } = run(USER_AGENTS.macSafari, 0, "?src=qr");
    expect(replace).not.toHaveBeenCalled();
    expect(attributes).toEqual({});
    expect(beacons).toEqual([]);
  });
});

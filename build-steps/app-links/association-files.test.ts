import { createSiteConfig } from "../../src/config/site-config";
import {
  ANDROID_ASSET_LINKS_FILE,
  APPLE_ASSOCIATION_FILE,
  appLinkProblems,
  associationFiles,
} from "./association-files";

const TEAM_ID = "ABCDE12345";
const BUNDLE_ID = "com.example.pantrychef";
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, "0"))
  .join(":")
  .toUpperCase();
const PLAY_URL = "https://play.google.com/store/apps/details?id=com.example.pantrychef";

const settings = (env: Record<string, string>) =>
  createSiteConfig({ GATSBY_ANDROID_APP_URL: PLAY_URL, ...env });

const ios = { GATSBY_IOS_TEAM_ID: TEAM_ID, GATSBY_IOS_BUNDLE_ID: BUNDLE_ID };
const android = { GATSBY_ANDROID_CERT_FINGERPRINTS: FINGERPRINT };

const parsed = (env: Record<string, string>) =>
  Object.fromEntries(
    associationFiles(settings(env)).map(({ file, text }) => [file, JSON.parse(text) as unknown]),
  );

describe("associationFiles", () => {
  it("writes nothing when app links are not configured", () => {
    expect(associationFiles(settings({}))).toEqual([]);
    expect(appLinkProblems(settings({}))).toEqual([]);
  });

  it("writes Apple's file with the app id and the recipe pages", () => {
    expect(parsed(ios)).toEqual({
      [APPLE_ASSOCIATION_FILE]: {
        applinks: {
          details: [
            {
              appIDs: [`${TEAM_ID}.${BUNDLE_ID}`],
              components: [{ "/": "/recipes/*" }],
            },
          ],
        },
      },
    });
    expect(APPLE_ASSOCIATION_FILE).toBe(".well-known/apple-app-site-association");
  });

  it("writes Google's statement with the Play package and every fingerprint, upper case", () => {
    const second = FINGERPRINT.replace(/^..:/, "ff:").toLowerCase();
    const files = parsed({ GATSBY_ANDROID_CERT_FINGERPRINTS: `${FINGERPRINT}, ${second}` });
    expect(files).toEqual({
      [ANDROID_ASSET_LINKS_FILE]: [
        {
          relation: ["delegate_permission/common.handle_all_urls"],
          target: {
            namespace: "android_app",
            package_name: "com.example.pantrychef",
            sha256_cert_fingerprints: [FINGERPRINT, second.toUpperCase()],
          },
        },
      ],
    });
    expect(ANDROID_ASSET_LINKS_FILE).toBe(".well-known/assetlinks.json");
  });

  it("writes both when both platforms are configured", () => {
    expect(Object.keys(parsed({ ...ios, ...android })).sort()).toEqual([
      APPLE_ASSOCIATION_FILE,
      ANDROID_ASSET_LINKS_FILE,
    ]);
  });
});

describe("appLinkProblems", () => {
  it("accepts well-formed settings", () => {
    expect(appLinkProblems(settings({ ...ios, ...android }))).toEqual([]);
  });

  it.each([
    ["abcde12345", "GATSBY_IOS_TEAM_ID"],
    ["ABCDE1234", "GATSBY_IOS_TEAM_ID"],
    ["ABCDE-2345", "GATSBY_IOS_TEAM_ID"],
  ])("names the variable, the value and the form for the team id %s", (teamId, variable) => {
    const [problem, ...rest] = appLinkProblems(settings({ ...ios, GATSBY_IOS_TEAM_ID: teamId }));
    expect(rest).toEqual([]);
    expect(problem).toContain(variable);
    expect(problem).toContain(`"${teamId}"`);
    expect(problem).toMatch(/10 uppercase letters or digits/);
  });

  it.each(["pantrychef", "com.example..app", "com.example.pantry chef", ".com.example"])(
    "refuses the bundle id %s",
    (bundleId) => {
      const problems = appLinkProblems(settings({ ...ios, GATSBY_IOS_BUNDLE_ID: bundleId }));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain("GATSBY_IOS_BUNDLE_ID");
      expect(problems[0]).toContain(`"${bundleId}"`);
      expect(problems[0]).toMatch(/reverse-DNS/);
    },
  );

  it("asks for both iOS values when only one is set", () => {
    expect(appLinkProblems(settings({ GATSBY_IOS_TEAM_ID: TEAM_ID }))).toEqual([
      expect.stringMatching(/GATSBY_IOS_BUNDLE_ID is not/),
    ]);
    expect(appLinkProblems(settings({ GATSBY_IOS_BUNDLE_ID: BUNDLE_ID }))).toEqual([
      expect.stringMatching(/GATSBY_IOS_TEAM_ID is not/),
    ]);
  });

  it.each([
    FINGERPRINT.slice(3),
    FINGERPRINT.replace(/:/g, ""),
    FINGERPRINT.replace(/^../, "ZZ"),
    `${FINGERPRINT}:00`,
  ])("refuses the fingerprint %s, naming it", (fingerprint) => {
    const problems = appLinkProblems(
      settings({ GATSBY_ANDROID_CERT_FINGERPRINTS: `${FINGERPRINT},${fingerprint}` }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("GATSBY_ANDROID_CERT_FINGERPRINTS");
    expect(problems[0]).toContain(`"${fingerprint}"`);
    expect(problems[0]).toMatch(/32 colon-separated hex byte pairs/);
  });

  it("needs a package name in the Google Play URL for Android", () => {
    const problems = appLinkProblems(
      settings({ ...android, GATSBY_ANDROID_APP_URL: "https://play.google.com/store" }),
    );
    expect(problems).toEqual([expect.stringMatching(/GATSBY_ANDROID_APP_URL.*\?id=/)]);
  });
});

import { DEFAULTS, createSiteConfig } from "../../config/site-config";
import { appLinkTags, playPackageId, relatedApplications, smartAppBanner } from "./app-links";

const PAGE_URL = "https://www.example.com/contact";
const APP_ID = "1234567890";
const withoutAppId = createSiteConfig({});
const withAppId = createSiteConfig({ GATSBY_IOS_APP_ID: APP_ID });

describe("playPackageId", () => {
  it("reads the id parameter of a Google Play URL", () => {
    expect(playPackageId(DEFAULTS.playStoreUrl)).toBe("com.example.pantrychef");
  });

  it("gives nothing for a URL without an id, or no URL at all", () => {
    expect(playPackageId("https://play.google.com/store/apps")).toBeUndefined();
    expect(playPackageId("not a url")).toBeUndefined();
  });
});

describe("appLinkTags", () => {
  it("has Apple's Smart App Banner, pointing back to the page, when an app id is set", () => {
    expect(appLinkTags(withAppId, PAGE_URL)).toEqual(
      expect.arrayContaining([
        { name: "apple-itunes-app", content: `app-id=${APP_ID}, app-argument=${PAGE_URL}` },
        { property: "al:ios:app_store_id", content: APP_ID },
      ]),
    );
  });

  it("has no Smart App Banner and no iOS app link without an app id", () => {
    const tags = appLinkTags(withoutAppId, PAGE_URL);
    expect(tags.map((tag) => ("name" in tag ? tag.name : tag.property))).toEqual([
      "al:android:package",
      "al:android:app_name",
    ]);
  });

  it("names the Android package from the Play Store URL", () => {
    expect(appLinkTags(withoutAppId, PAGE_URL)).toContainEqual({
      property: "al:android:package",
      content: "com.example.pantrychef",
    });
  });
});

describe("relatedApplications", () => {
  it("lists both stores, with ids where they are known", () => {
    expect(relatedApplications(withAppId)).toEqual([
      { platform: "itunes", url: DEFAULTS.appStoreUrl, id: APP_ID },
      { platform: "play", url: DEFAULTS.playStoreUrl, id: "com.example.pantrychef" },
    ]);
    expect(relatedApplications(withoutAppId)[0]).toEqual({
      platform: "itunes",
      url: DEFAULTS.appStoreUrl,
    });
  });
});

describe("smartAppBanner", () => {
  it("is the app id and the page as the app argument", () => {
    expect(smartAppBanner(APP_ID, PAGE_URL)).toBe(`app-id=${APP_ID}, app-argument=${PAGE_URL}`);
  });
});

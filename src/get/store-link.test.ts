import { readCampaign } from "./campaign";
import {
  appStoreLink,
  playStoreLink,
  storeLink,
  storeSettingsProblems,
  type StoreSettings,
} from "./store-link";

const SETTINGS: StoreSettings = {
  appStoreUrl: "https://apps.apple.com/app/id1234567890",
  playStoreUrl: "https://play.google.com/store/apps/details?id=com.example.pantrychef",
  appStoreProviderToken: "",
};

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("appStoreLink", () => {
  it("adds the campaign token and mt=8", () => {
    const url = appStoreLink(SETTINGS, readCampaign("?src=qr"));
    expect(url).toBe("https://apps.apple.com/app/id1234567890?ct=qr&mt=8");
  });

  it("adds the provider token first when it is configured, as App Store Connect does", () => {
    const url = appStoreLink(
      { ...SETTINGS, appStoreProviderToken: "123456" },
      readCampaign("?utm_source=newsletter&utm_campaign=spring"),
    );
    expect(url).toBe("https://apps.apple.com/app/id1234567890?pt=123456&ct=spring&mt=8");
  });

  it("adds the provider token even without a campaign", () => {
    const url = appStoreLink({ ...SETTINGS, appStoreProviderToken: "123456" }, {});
    expect(query(url)).toEqual({ pt: "123456", mt: "8" });
  });

  it("leaves the configured link alone without attribution", () => {
    expect(appStoreLink(SETTINGS, {})).toBe(SETTINGS.appStoreUrl);
  });

  it("keeps the configured link's own path and parameters", () => {
    const url = appStoreLink(
      { ...SETTINGS, appStoreUrl: "https://apps.apple.com/gb/app/pantry-chef/id1234567890?l=en" },
      readCampaign("?ct=spring%20sale"),
    );
    expect(new URL(url).pathname).toBe("/gb/app/pantry-chef/id1234567890");
    expect(query(url)).toEqual({ l: "en", ct: "spring sale", mt: "8" });
  });
});

describe("playStoreLink", () => {
  it("passes the campaign in one URL-encoded referrer parameter", () => {
    const url = playStoreLink(
      SETTINGS,
      readCampaign("?utm_source=newsletter&utm_medium=email&utm_campaign=spring"),
    );
    expect(url).toBe(
      "https://play.google.com/store/apps/details?id=com.example.pantrychef" +
        "&referrer=utm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dspring",
    );
    expect(query(url)).toEqual({
      id: "com.example.pantrychef",
      referrer: "utm_source=newsletter&utm_medium=email&utm_campaign=spring",
    });
  });

  it("turns the QR code's src into utm_source", () => {
    expect(query(playStoreLink(SETTINGS, readCampaign("?src=qr"))).referrer).toBe("utm_source=qr");
  });

  it("leaves the configured link alone without attribution", () => {
    expect(playStoreLink(SETTINGS, {})).toBe(SETTINGS.playStoreUrl);
  });
});

describe("storeLink", () => {
  it("sends iOS to the App Store and Android to Google Play", () => {
    expect(storeLink("ios", SETTINGS, {})).toEqual({
      destination: "app_store",
      url: SETTINGS.appStoreUrl,
    });
    expect(storeLink("android", SETTINGS, {})).toEqual({
      destination: "play_store",
      url: SETTINGS.playStoreUrl,
    });
  });

  it("keeps everyone else on the page", () => {
    expect(storeLink("other", SETTINGS, readCampaign("?src=qr"))).toBeNull();
  });
});

describe("storeSettingsProblems", () => {
  it("accepts the defaults and a numeric provider token", () => {
    expect(storeSettingsProblems(SETTINGS)).toEqual([]);
    expect(storeSettingsProblems({ ...SETTINGS, appStoreProviderToken: "118010" })).toEqual([]);
  });

  it("names each setting that would break the redirect", () => {
    const problems = storeSettingsProblems({
      appStoreUrl: "apps.apple.com/app/id1",
      playStoreUrl: "javascript:alert(1)",
      appStoreProviderToken: "pt=118010",
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^GATSBY_IOS_APP_URL .*"apps\.apple\.com\/app\/id1"/);
    expect(problems[1]).toMatch(/^GATSBY_ANDROID_APP_URL /);
    expect(problems[2]).toMatch(/^GATSBY_IOS_PROVIDER_TOKEN .*"pt=118010"/);
  });
});

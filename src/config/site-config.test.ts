import { DEFAULTS, createSiteConfig } from "./site-config";

describe("createSiteConfig", () => {
  it("uses the defaults when nothing is set", () => {
    const config = createSiteConfig({});
    expect(config.productName).toBe(DEFAULTS.productName);
    expect(config.contactEmail).toBe(DEFAULTS.contactEmail);
    expect(config.appStoreUrl).toBe(DEFAULTS.appStoreUrl);
    expect(config.playStoreUrl).toBe(DEFAULTS.playStoreUrl);
    expect(config.appStoreProviderToken).toBe("");
    expect(config.analytics).toEqual({
      enabled: false,
      token: "",
      sessionReplay: false,
      webVitals: false,
    });
  });

  it("reads every override from the environment", () => {
    const config = createSiteConfig({
      GATSBY_PRODUCT_NAME: "Fridge Feast",
      GATSBY_COMPANY_NAME: "Feast Co.",
      GATSBY_CONTACT_EMAIL: "hi@feast.example",
      GATSBY_SITE_URL: "https://feast.example/",
      GATSBY_IOS_APP_URL: "https://apps.apple.com/app/id123",
      GATSBY_ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=feast",
      GATSBY_IOS_APP_ID: "123",
      GATSBY_IOS_PROVIDER_TOKEN: "654321",
      GATSBY_MIXPANEL_TOKEN: "abc",
      GATSBY_SESSION_REPLAY: "true",
      GATSBY_WEB_VITALS: "1",
    });
    expect(config).toMatchObject({
      productName: "Fridge Feast",
      company: "Feast Co.",
      contactEmail: "hi@feast.example",
      siteUrl: "https://feast.example",
      appStoreUrl: "https://apps.apple.com/app/id123",
      playStoreUrl: "https://play.google.com/store/apps/details?id=feast",
      appStoreAppId: "123",
      appStoreProviderToken: "654321",
      analytics: { enabled: true, token: "abc", sessionReplay: true, webVitals: true },
    });
  });

  it("keeps analytics off without a token, and when switched off", () => {
    expect(createSiteConfig({ GATSBY_ANALYTICS_ENABLED: "true" }).analytics.enabled).toBe(false);
    expect(
      createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "abc", GATSBY_ANALYTICS_ENABLED: "false" })
        .analytics.enabled,
    ).toBe(false);
  });

  it("ignores blank values", () => {
    expect(createSiteConfig({ GATSBY_PRODUCT_NAME: "  " }).productName).toBe(DEFAULTS.productName);
  });
});

import { MIXPANEL_API_HOST } from "../analytics/mixpanel/constants";
import { DEFAULTS, createSiteConfig } from "./site-config";

describe("createSiteConfig", () => {
  it("uses the defaults when nothing is set", () => {
    const config = createSiteConfig({});
    expect(config.productName).toBe(DEFAULTS.productName);
    expect(config.contactEmail).toBe(DEFAULTS.contactEmail);
    expect(config.appStoreUrl).toBe(DEFAULTS.appStoreUrl);
    expect(config.playStoreUrl).toBe(DEFAULTS.playStoreUrl);
    expect(config.retention.securityLogDays).toBe(DEFAULTS.securityLogDays);
    expect(config.appStoreProviderToken).toBe("");
    expect(config.analytics).toEqual({
      enabled: false,
      token: "",
      sessionReplay: false,
      webVitals: false,
      consent: "auto",
      apiHost: MIXPANEL_API_HOST,
      clickIds: false,
      consentMaxAgeDays: DEFAULTS.consentMaxAgeDays,
      retentionMonths: null,
      legalBasis: { analytics: "consent-where-asked", sessionReplay: "consent-where-asked" },
    });
    expect(config.appLinks).toEqual({
      iosTeamId: "",
      iosBundleId: "",
      androidCertFingerprints: [],
    });
    expect(config.cspReportUrl).toBe("");
  });

  it("reads the app-link settings and the CSP report URL", () => {
    const config = createSiteConfig({
      GATSBY_IOS_TEAM_ID: " ABCDE12345 ",
      GATSBY_IOS_BUNDLE_ID: "com.example.pantrychef",
      GATSBY_ANDROID_CERT_FINGERPRINTS: " AA:BB , CC:DD ,",
      GATSBY_CSP_REPORT_URL: "https://r.example.com/csp",
    });
    expect(config.appLinks).toEqual({
      iosTeamId: "ABCDE12345",
      iosBundleId: "com.example.pantrychef",
      androidCertFingerprints: ["AA:BB", "CC:DD"],
    });
    expect(config.cspReportUrl).toBe("https://r.example.com/csp");
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
      GATSBY_SECURITY_LOG_RETENTION_DAYS: "30",
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
      retention: { securityLogDays: 30 },
      appStoreProviderToken: "654321",
      analytics: { enabled: true, token: "abc", sessionReplay: true, webVitals: true },
    });
  });

  it("reads the consent mode and the API host", () => {
    const config = createSiteConfig({
      GATSBY_ANALYTICS_CONSENT: " Always ",
      GATSBY_MIXPANEL_API_HOST: "https://api-eu.mixpanel.com/",
    });
    expect(config.analytics).toMatchObject({
      consent: "always",
      apiHost: "https://api-eu.mixpanel.com",
    });
    expect(createSiteConfig({ GATSBY_ANALYTICS_CONSENT: "never" }).analytics.consent).toBe("never");
  });

  it("refuses an unknown consent mode, naming the variable and the choices", () => {
    expect(() => createSiteConfig({ GATSBY_ANALYTICS_CONSENT: "sometimes" })).toThrow(
      'GATSBY_ANALYTICS_CONSENT must be one of auto, always, never; it is "sometimes".',
    );
  });

  it.each([
    "http://api-eu.mixpanel.com",
    "api-eu.mixpanel.com",
    "https://api-eu.mixpanel.com/track",
    "https://api-eu.mixpanel.com?x=1",
    "https://api eu.mixpanel.com",
  ])("refuses %j as the API host: it must be an https origin", (value) => {
    expect(() => createSiteConfig({ GATSBY_MIXPANEL_API_HOST: value })).toThrow(
      /GATSBY_MIXPANEL_API_HOST must be an https origin/,
    );
  });

  it("keeps analytics off without a token, and when switched off", () => {
    expect(createSiteConfig({ GATSBY_ANALYTICS_ENABLED: "true" }).analytics.enabled).toBe(false);
    expect(
      createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "abc", GATSBY_ANALYTICS_ENABLED: "false" })
        .analytics.enabled,
    ).toBe(false);
  });

  it.each(["0", "-5", "2.5", "ninety", "90 days"])(
    "refuses %j as a retention period, naming the variable",
    (value) => {
      expect(() => createSiteConfig({ GATSBY_SECURITY_LOG_RETENTION_DAYS: value })).toThrow(
        /GATSBY_SECURITY_LOG_RETENTION_DAYS must be a whole number of days/,
      );
    },
  );

  it("reads the click-ID switch, the consent lifetime, the retention and the legal bases", () => {
    expect(
      createSiteConfig({
        GATSBY_ANALYTICS_CLICK_IDS: "on",
        GATSBY_CONSENT_MAX_AGE_DAYS: "90",
        GATSBY_ANALYTICS_RETENTION_MONTHS: "24",
        GATSBY_ANALYTICS_CONSENT: "always",
        GATSBY_ANALYTICS_LEGAL_BASIS: "Consent",
        GATSBY_SESSION_REPLAY_LEGAL_BASIS: "legitimate-interests",
      }).analytics,
    ).toMatchObject({
      clickIds: true,
      consentMaxAgeDays: 90,
      retentionMonths: 24,
      legalBasis: { analytics: "consent", sessionReplay: "legitimate-interests" },
    });
  });

  it("asks again after about 6 months by default", () => {
    expect(DEFAULTS.consentMaxAgeDays).toBe(183);
  });

  it.each([
    [
      { GATSBY_CONSENT_MAX_AGE_DAYS: "0" },
      /GATSBY_CONSENT_MAX_AGE_DAYS must be a whole number of days/,
    ],
    [
      { GATSBY_ANALYTICS_RETENTION_MONTHS: "two years" },
      /GATSBY_ANALYTICS_RETENTION_MONTHS must be a whole number of months/,
    ],
    [
      { GATSBY_ANALYTICS_LEGAL_BASIS: "contract" },
      /GATSBY_ANALYTICS_LEGAL_BASIS must be one of consent-where-asked, consent, legitimate-interests/,
    ],
    [
      { GATSBY_SESSION_REPLAY_LEGAL_BASIS: "consent" },
      /GATSBY_SESSION_REPLAY_LEGAL_BASIS is consent, but GATSBY_ANALYTICS_CONSENT is auto/,
    ],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => createSiteConfig(env)).toThrow(message);
  });

  it("ignores blank values", () => {
    expect(createSiteConfig({ GATSBY_PRODUCT_NAME: "  " }).productName).toBe(DEFAULTS.productName);
  });
});

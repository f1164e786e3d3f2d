import {
  DELETION_SOURCE,
  ERROR_MESSAGES,
  EVENT_NAMES,
  MOBILE_MAX_SCREEN_WIDTH,
  PLATFORM,
} from "./analytics/constants";
import { MIXPANEL_ERROR_MESSAGES, MIXPANEL_LIMITS } from "./analytics/mixpanel/constants";
import { SESSION_REPLAY_LIMITS } from "./analytics/mixpanel/replay-limits";
import { SIMULATED_SUBMIT_DELAY_MS } from "./components/deletion-form/deletion-form-state";
import { COPYRIGHT_YEAR } from "./components/footer/footer";
import { DELETION_DAYS, POLICY_EFFECTIVE_DATE, PRIVACY_REPLY_DAYS } from "./config/policy";
import { formatPolicyDate } from "./config/policy-date";

/*
 * The one place where the spec's words and numbers (SPEC.md sections 7 to 9) appear as
 * literals. Everything else, code and tests alike, imports the named constants.
 */

describe("the spec's analytics events (section 7)", () => {
  it("names the events as the spec does", () => {
    expect(EVENT_NAMES.pageViewed).toBe("Page Viewed");
    expect(EVENT_NAMES.deletionRequested).toBe("User Data Deletion Requested");
    expect(EVENT_NAMES.downloadClicked("Pantry Chef")).toBe("Download Pantry Chef Clicked");
    expect(DELETION_SOURCE).toBe("web_form");
    expect(PLATFORM).toBe("web");
  });
});

describe("the spec's error catalogue (section 8)", () => {
  it("uses its exact messages", () => {
    expect(ERROR_MESSAGES).toEqual({
      outsideProvider: "useAnalytics must be used within an AnalyticsProvider",
      pageView: "Error tracking page view:",
      track: "Error tracking event:",
      identify: "Error identifying user:",
      setUserProperty: "Error setting user property:",
    });
    expect(MIXPANEL_ERROR_MESSAGES).toEqual({
      initFailed: "Failed to initialize Mixpanel:",
      reset: "Error resetting Mixpanel:",
    });
  });
});

describe("the spec's business constants and limits (section 9)", () => {
  it("promises deletion and replies within 30 days", () => {
    expect(DELETION_DAYS).toBe(30);
    expect(PRIVACY_REPLY_DAYS).toBe(30);
  });

  it("dates the policy June 6th, 2025 and the copyright 2025", () => {
    expect(formatPolicyDate(POLICY_EFFECTIVE_DATE)).toBe("June 6th, 2025");
    expect(COPYRIGHT_YEAR).toBe(2025);
  });

  it("keeps the 1 second submit delay and the 768 pixel threshold", () => {
    expect(SIMULATED_SUBMIT_DELAY_MS).toBe(1000);
    expect(MOBILE_MAX_SCREEN_WIDTH).toBe(768);
  });

  it("configures the analytics library with the spec's limits", () => {
    expect(MIXPANEL_LIMITS).toEqual({
      batchSize: 50,
      batchFlushIntervalMs: 5000,
      batchRequestTimeoutMs: 90000,
      cookieExpirationDays: 365,
      propertyMaxLength: 255,
      scrollCheckpoints: [25, 50, 75, 100],
    });
    expect(SESSION_REPLAY_LIMITS).toMatchObject({
      maxMs: 24 * 60 * 60 * 1000,
      idleTimeoutMs: 30 * 60 * 1000,
      batchSize: 1000,
      flushIntervalMs: 10 * 1000,
    });
  });
});

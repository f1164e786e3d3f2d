import { providerErrorMessages } from "../constants";

export const PROVIDER_NAME = "Mixpanel";
export const MIXPANEL_ERROR_MESSAGES = providerErrorMessages(PROVIDER_NAME);

export const MIXPANEL_API_HOST = "https://api-js.mixpanel.com";

const SECOND_MS = 1000;

export const MIXPANEL_LIMITS = {
  batchSize: 50,
  batchFlushIntervalMs: 5 * SECOND_MS,
  batchRequestTimeoutMs: 90 * SECOND_MS,
  cookieExpirationDays: 365,
  propertyMaxLength: 255,
  scrollCheckpoints: [25, 50, 75, 100],
} as const;

/** The recorder is copied here at build time so it never comes from Mixpanel's CDN. */
export const RECORDER_FILE_NAME = "mixpanel-recorder.min.js";

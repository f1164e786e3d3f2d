import { providerErrorMessages } from "../constants";

export const PROVIDER_NAME = "Mixpanel";
export const MIXPANEL_ERROR_MESSAGES = providerErrorMessages(PROVIDER_NAME);

export const MIXPANEL_API_HOST = "https://api-js.mixpanel.com";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const MIXPANEL_LIMITS = {
  batchSize: 50,
  batchFlushIntervalMs: 5 * SECOND_MS,
  batchRequestTimeoutMs: 90 * SECOND_MS,
  cookieExpirationDays: 365,
  propertyMaxLength: 255,
  scrollCheckpoints: [25, 50, 75, 100],
} as const;

export const SESSION_REPLAY_LIMITS = {
  maxMs: 24 * HOUR_MS,
  idleTimeoutMs: 30 * MINUTE_MS,
  /** Fixed inside the recorder: it has no setting for these two. */
  batchSize: 1000,
  flushIntervalMs: 10 * SECOND_MS,
  sessionsPercent: 100,
} as const;

/** The recorder is copied here at build time so it never comes from Mixpanel's CDN. */
export const RECORDER_FILE_NAME = "mixpanel-recorder.min.js";

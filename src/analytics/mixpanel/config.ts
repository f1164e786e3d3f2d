import { MIXPANEL_API_HOST, MIXPANEL_LIMITS, SESSION_REPLAY_LIMITS } from "./constants";
import type { AutocaptureConfig } from "mixpanel-browser/dist/mixpanel-core.cjs.js";
import type { MixpanelConfig } from "./types";

export type MixpanelConfigOptions = {
  sessionReplay: boolean;
  optedOut: boolean;
  secureCookie: boolean;
  /** Our own origin: the library may fetch extra bundles, never from its CDN. */
  libBasePath: string;
  recorderSrc: string;
};

const scrollDepthOnly = (): AutocaptureConfig => ({
  pageview: false,
  click: false,
  dead_click: false,
  rage_click: false,
  input: false,
  submit: false,
  capture_text_content: false,
  scroll: true,
  scroll_depth_percent_checkpoints: [...MIXPANEL_LIMITS.scrollCheckpoints],
});

export const mixpanelConfig = ({
  sessionReplay,
  optedOut,
  secureCookie,
  libBasePath,
  recorderSrc,
}: MixpanelConfigOptions): MixpanelConfig => ({
  api_host: MIXPANEL_API_HOST,
  batch_requests: !optedOut,
  batch_size: MIXPANEL_LIMITS.batchSize,
  batch_flush_interval_ms: MIXPANEL_LIMITS.batchFlushIntervalMs,
  batch_request_timeout_ms: MIXPANEL_LIMITS.batchRequestTimeoutMs,
  persistence: "cookie",
  // One host-only cookie, the same one the beacon fallback writes before the library loads.
  cross_subdomain_cookie: false,
  disable_persistence: optedOut,
  cookie_expiration: MIXPANEL_LIMITS.cookieExpirationDays,
  secure_cookie: secureCookie,
  // We honour Do Not Track ourselves: the library's own check would also block the
  // deletion request that the visitor asked us to send.
  ignore_dnt: true,
  track_pageview: false,
  autocapture: optedOut ? false : scrollDepthOnly(),
  flags: false,
  remote_settings_mode: "disabled",
  lib_base_path: libBasePath,
  recorder_src: recorderSrc,
  record_sessions_percent: sessionReplay && !optedOut ? SESSION_REPLAY_LIMITS.sessionsPercent : 0,
  record_max_ms: SESSION_REPLAY_LIMITS.maxMs,
  record_idle_timeout_ms: SESSION_REPLAY_LIMITS.idleTimeoutMs,
  // The deletion form shows the visitor's email, so replays never show text or inputs.
  record_mask_all_inputs: true,
  record_mask_all_text: true,
});

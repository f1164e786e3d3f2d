import { MIXPANEL_LIMITS } from "./constants";
import { SESSION_REPLAY_LIMITS } from "./replay-limits";
import type { AutocaptureConfig } from "mixpanel-browser/dist/mixpanel-core.cjs.js";
import type { MixpanelConfig } from "./types";

/** The page's address and referrer as analytics may record them (see redact.ts). */
export type PageAddress = { url: string; referrer: string };

export type MixpanelConfigOptions = {
  sessionReplay: boolean;
  /** False before or without the visitor's consent: nothing is stored and nothing autocaptured. */
  persistent: boolean;
  apiHost: string;
  pageAddress: () => PageAddress;
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

/**
 * Every event, the library's own included (its scroll events set $current_url themselves), leaves
 * with the redacted address and referrer in place of the raw ones.
 */
export const withPageAddress =
  (pageAddress: () => PageAddress) =>
  (name: string, properties: Record<string, unknown> | undefined) => {
    const { url, referrer } = pageAddress();
    return [
      name,
      { ...properties, $current_url: url, ...(referrer ? { $referrer: referrer } : {}) },
    ];
  };

export const mixpanelConfig = ({
  sessionReplay,
  persistent,
  apiHost,
  pageAddress,
  secureCookie,
  libBasePath,
  recorderSrc,
}: MixpanelConfigOptions): MixpanelConfig => ({
  api_host: apiHost,
  batch_requests: persistent,
  batch_size: MIXPANEL_LIMITS.batchSize,
  batch_flush_interval_ms: MIXPANEL_LIMITS.batchFlushIntervalMs,
  batch_request_timeout_ms: MIXPANEL_LIMITS.batchRequestTimeoutMs,
  persistence: "cookie",
  // One host-only cookie, the same one the beacon fallback writes before the library loads.
  cross_subdomain_cookie: false,
  disable_persistence: !persistent,
  // The first referrer would be stored unredacted in the cookie; each event carries the redacted one.
  save_referrer: false,
  hooks: { before_track: withPageAddress(pageAddress) },
  cookie_expiration: MIXPANEL_LIMITS.cookieExpirationDays,
  secure_cookie: secureCookie,
  // We honour Do Not Track ourselves: the library's own check would also block the
  // deletion request that the visitor asked us to send.
  ignore_dnt: true,
  track_pageview: false,
  autocapture: persistent ? scrollDepthOnly() : false,
  flags: false,
  remote_settings_mode: "disabled",
  lib_base_path: libBasePath,
  recorder_src: recorderSrc,
  record_sessions_percent: sessionReplay && persistent ? SESSION_REPLAY_LIMITS.sessionsPercent : 0,
  record_max_ms: SESSION_REPLAY_LIMITS.maxMs,
  record_idle_timeout_ms: SESSION_REPLAY_LIMITS.idleTimeoutMs,
  // The deletion form shows the visitor's email, so replays never show text or inputs.
  record_mask_all_inputs: true,
  record_mask_all_text: true,
});

import type { AutocaptureConfig } from "mixpanel-browser";
import type { Properties } from "../events";
import { PRIVATE_ATTRIBUTE } from "../private-attribute";
import { dropsClickIds, redactPayload } from "../redact";
import { MIXPANEL_LIMITS } from "./constants";
import { SESSION_REPLAY_LIMITS } from "./replay-limits";
import type { MixpanelConfig } from "./types";

export type MixpanelConfigOptions = {
  sessionReplay: boolean;
  /** False on a page whose address would need redacting: the recorder sends addresses as they are. */
  recordThisPage: boolean;
  apiHost: string;
  /** The page's redacted address, referrer and campaign values, as events carry them. */
  pageContext: () => Properties;
  /** Whether anything may still be sent: false from the moment the visitor declines. */
  maySend: () => boolean;
  clickIds: boolean;
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
 * Every event, the library's own included, gets the page's redacted address, referrer and
 * campaign values as they are when it is made; what the site stamped on its own events stays.
 */
export const withPageContext =
  (pageContext: () => Properties) =>
  (name: string, properties: Record<string, unknown> | undefined) => [
    name,
    { ...pageContext(), ...properties },
  ];

/**
 * Properties mixpanel-browser adds that the site never sends: a search engine's name and the
 * search words in its address. (Its campaign and click-ID properties are turned off below; the
 * site adds its own, redacted.)
 */
export const DROPPED_LIBRARY_FIELDS: ReadonlyArray<string> = ["mp_keyword", "$search_engine"];

/**
 * What the library sends, after it has added its own properties: redacted, or nothing at all
 * once the visitor has declined.
 */
export const beforeSend = (maySend: () => boolean, clickIds: boolean) => {
  const dropsClickId = dropsClickIds(clickIds);
  const drop = (key: string) => DROPPED_LIBRARY_FIELDS.includes(key) || dropsClickId(key);
  return <Payload>(payload: Payload): Payload | null =>
    maySend() ? redactPayload(payload, drop) : null;
};

export const mixpanelConfig = ({
  sessionReplay,
  recordThisPage,
  apiHost,
  pageContext,
  maySend,
  clickIds,
  secureCookie,
  libBasePath,
  recorderSrc,
}: MixpanelConfigOptions): MixpanelConfig => {
  const send = beforeSend(maySend, clickIds);
  return {
    api_host: apiHost,
    batch_requests: true,
    batch_size: MIXPANEL_LIMITS.batchSize,
    batch_flush_interval_ms: MIXPANEL_LIMITS.batchFlushIntervalMs,
    batch_request_timeout_ms: MIXPANEL_LIMITS.batchRequestTimeoutMs,
    persistence: "cookie",
    // One host-only cookie, the same one the site's own sender writes before the library loads.
    cross_subdomain_cookie: false,
    // The first referrer would be stored unredacted in the cookie; each event carries the redacted one.
    save_referrer: false,
    // Campaign values and click IDs come from the site, redacted, not from the library, which
    // would add them unredacted, keep them in its cookie and send the first ones to a profile.
    track_marketing: false,
    store_google: false,
    stop_utm_persistence: true,
    skip_first_touch_marketing: true,
    hooks: {
      before_track: withPageContext(pageContext),
      before_send_events: send,
      before_send_people: send,
      before_send_groups: send,
    },
    cookie_expiration: MIXPANEL_LIMITS.cookieExpirationDays,
    secure_cookie: secureCookie,
    // We honour Do Not Track ourselves, before the library is ever loaded.
    ignore_dnt: true,
    track_pageview: false,
    autocapture: scrollDepthOnly(),
    flags: false,
    remote_settings_mode: "disabled",
    lib_base_path: libBasePath,
    recorder_src: recorderSrc,
    record_sessions_percent:
      sessionReplay && recordThisPage ? SESSION_REPLAY_LIMITS.sessionsPercent : 0,
    record_max_ms: SESSION_REPLAY_LIMITS.maxMs,
    record_idle_timeout_ms: SESSION_REPLAY_LIMITS.idleTimeoutMs,
    // Replays never show text or inputs, nor what is marked private (attributes are not masked).
    record_mask_all_inputs: true,
    record_mask_all_text: true,
    record_block_selector: `img, video, audio, [${PRIVATE_ATTRIBUTE}]`,
  };
};

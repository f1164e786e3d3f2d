import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "./constants";
import { SESSION_REPLAY_LIMITS } from "./replay-limits";
import mixpanel, {
  type Config,
  type Mixpanel,
} from "mixpanel-browser/dist/mixpanel-with-async-modules.cjs.js";
import { mixpanelConfig, type MixpanelConfigOptions } from "./config";

const OPTIONS: MixpanelConfigOptions = {
  sessionReplay: false,
  persistent: true,
  apiHost: MIXPANEL_API_HOST,
  pageAddress: () => ({ url: "http://localhost/", referrer: "" }),
  secureCookie: true,
  libBasePath: "/",
  recorderSrc: "/mixpanel-recorder.min.js",
};

describe("mixpanelConfig", () => {
  it("passes the spec's limits explicitly", () => {
    expect(mixpanelConfig(OPTIONS)).toMatchObject({
      api_host: MIXPANEL_API_HOST,
      batch_requests: true,
      batch_size: MIXPANEL_LIMITS.batchSize,
      batch_flush_interval_ms: MIXPANEL_LIMITS.batchFlushIntervalMs,
      batch_request_timeout_ms: MIXPANEL_LIMITS.batchRequestTimeoutMs,
      cookie_expiration: MIXPANEL_LIMITS.cookieExpirationDays,
      record_max_ms: SESSION_REPLAY_LIMITS.maxMs,
      record_idle_timeout_ms: SESSION_REPLAY_LIMITS.idleTimeoutMs,
      autocapture: expect.objectContaining({
        scroll: true,
        scroll_depth_percent_checkpoints: [...MIXPANEL_LIMITS.scrollCheckpoints],
      }),
    });
  });

  it("keeps the library to our events: no automatic page views, clicks, inputs or flags", () => {
    expect(mixpanelConfig(OPTIONS)).toMatchObject({
      track_pageview: false,
      autocapture: expect.objectContaining({
        pageview: false,
        click: false,
        dead_click: false,
        rage_click: false,
        input: false,
        submit: false,
        capture_text_content: false,
      }),
      flags: false,
      remote_settings_mode: "disabled",
    });
  });

  it("never lets the library fetch code from its CDN", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const CDN = /cdn\.mxpnl\.com/;
    const codeSources = (library: Mixpanel) =>
      ["lib_base_path", "recorder_src", "targeting_src"].map((key) =>
        String(library.get_config(key as keyof Config) ?? ""),
      );
    const loaded = (name: string, config: Partial<Config>) => {
      mixpanel.init("cdn-token", config, name);
      return (mixpanel as unknown as Record<string, Mixpanel>)[name] as Mixpanel;
    };
    // The library's own defaults do point at the CDN: the pattern can match.
    expect(codeSources(loaded("defaults", {})).some((source) => CDN.test(source))).toBe(true);

    const ours = loaded("ours", mixpanelConfig({ ...OPTIONS, sessionReplay: true }));
    expect(ours.get_config("lib_base_path" as keyof Config)).toBe("/");
    expect(ours.get_config("recorder_src")).toBe("/mixpanel-recorder.min.js");
    expect(codeSources(ours).filter((source) => CDN.test(source))).toEqual([]);
    jest.restoreAllMocks();
  });

  it("records sessions only when switched on, with inputs and text masked", () => {
    expect(mixpanelConfig(OPTIONS).record_sessions_percent).toBe(0);
    expect(mixpanelConfig({ ...OPTIONS, sessionReplay: true })).toMatchObject({
      record_sessions_percent: 100,
      record_mask_all_inputs: true,
      record_mask_all_text: true,
    });
  });

  it("sends to the API host it is given", () => {
    expect(mixpanelConfig({ ...OPTIONS, apiHost: "https://api-eu.mixpanel.com" }).api_host).toBe(
      "https://api-eu.mixpanel.com",
    );
  });

  it("puts the redacted address and referrer on every event, and stores no first referrer", () => {
    const config = mixpanelConfig({
      ...OPTIONS,
      pageAddress: () => ({ url: "https://example.com/?email=[redacted]", referrer: "" }),
    });
    expect(config.save_referrer).toBe(false);
    const hook = config.hooks?.before_track as (
      name: string,
      properties: Record<string, unknown>,
    ) => [string, Record<string, unknown>];
    expect(hook("$mp_scroll", { $current_url: "https://example.com/#invite_token=x" })).toEqual([
      "$mp_scroll",
      { $current_url: "https://example.com/?email=[redacted]" },
    ]);
  });

  it("sets no cookies, stores no queue and records nothing for a visitor who opted out", () => {
    expect(mixpanelConfig({ ...OPTIONS, persistent: false, sessionReplay: true })).toMatchObject({
      disable_persistence: true,
      batch_requests: false,
      autocapture: false,
      record_sessions_percent: 0,
      ignore_dnt: true,
    });
  });

  it("keeps its identity in the one host-only cookie the beacon fallback shares", () => {
    expect(mixpanelConfig(OPTIONS)).toMatchObject({
      persistence: "cookie",
      cross_subdomain_cookie: false,
    });
  });

  it("marks cookies secure on https only", () => {
    expect(mixpanelConfig(OPTIONS).secure_cookie).toBe(true);
    expect(mixpanelConfig({ ...OPTIONS, secureCookie: false }).secure_cookie).toBe(false);
  });
});

import { MIXPANEL_API_HOST } from "./constants";
import { mixpanelConfig, type MixpanelConfigOptions } from "./config";

const OPTIONS: MixpanelConfigOptions = {
  sessionReplay: false,
  optedOut: false,
  secureCookie: true,
  libBasePath: "/",
  recorderSrc: "/mixpanel-recorder.min.js",
};

describe("mixpanelConfig", () => {
  it("passes the limits from SPEC section 9 explicitly", () => {
    expect(mixpanelConfig(OPTIONS)).toMatchObject({
      api_host: MIXPANEL_API_HOST,
      batch_requests: true,
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90000,
      cookie_expiration: 365,
      record_max_ms: 24 * 60 * 60 * 1000,
      record_idle_timeout_ms: 30 * 60 * 1000,
      autocapture: expect.objectContaining({
        scroll: true,
        scroll_depth_percent_checkpoints: [25, 50, 75, 100],
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

  it("never points the library at its CDN", () => {
    const config = mixpanelConfig({ ...OPTIONS, sessionReplay: true });
    expect(config.lib_base_path).toBe("/");
    expect(config.recorder_src).toBe("/mixpanel-recorder.min.js");
    expect(JSON.stringify(config)).not.toMatch(/cdn\.mxpnl\.com/);
  });

  it("records sessions only when switched on, with inputs and text masked", () => {
    expect(mixpanelConfig(OPTIONS).record_sessions_percent).toBe(0);
    expect(mixpanelConfig({ ...OPTIONS, sessionReplay: true })).toMatchObject({
      record_sessions_percent: 100,
      record_mask_all_inputs: true,
      record_mask_all_text: true,
    });
  });

  it("sets no cookies, stores no queue and records nothing for a visitor who opted out", () => {
    expect(mixpanelConfig({ ...OPTIONS, optedOut: true, sessionReplay: true })).toMatchObject({
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

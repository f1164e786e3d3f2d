import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "./constants";
import { SESSION_REPLAY_LIMITS } from "./replay-limits";
import type { Config, Mixpanel } from "mixpanel-browser";
import mixpanel from "./library-replay";
import { mixpanelConfig, type MixpanelConfigOptions } from "./config";
import { REDACTED } from "../redact";

const OPTIONS: MixpanelConfigOptions = {
  sessionReplay: false,
  recordThisPage: true,
  apiHost: MIXPANEL_API_HOST,
  pageContext: () => ({ $current_url: "http://localhost/" }),
  maySend: () => true,
  clickIds: false,
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

  it("records sessions only when switched on, on a page whose address needs no redacting, with inputs, text and private parts masked", () => {
    expect(mixpanelConfig(OPTIONS).record_sessions_percent).toBe(0);
    expect(mixpanelConfig({ ...OPTIONS, sessionReplay: true })).toMatchObject({
      record_sessions_percent: 100,
      record_mask_all_inputs: true,
      record_mask_all_text: true,
      record_block_selector: expect.stringContaining("[data-analytics-private]"),
    });
    expect(
      mixpanelConfig({ ...OPTIONS, sessionReplay: true, recordThisPage: false })
        .record_sessions_percent,
    ).toBe(0);
  });

  it("sends to the API host it is given", () => {
    expect(mixpanelConfig({ ...OPTIONS, apiHost: "https://api-eu.mixpanel.com" }).api_host).toBe(
      "https://api-eu.mixpanel.com",
    );
  });

  it("turns off what the library would add and keep by itself: campaign values, click IDs, first touches, the first referrer", () => {
    expect(mixpanelConfig(OPTIONS)).toMatchObject({
      track_marketing: false,
      store_google: false,
      stop_utm_persistence: true,
      skip_first_touch_marketing: true,
      save_referrer: false,
    });
  });

  it("stamps the page's context on every event, keeping what the site stamped on its own", () => {
    const config = mixpanelConfig({
      ...OPTIONS,
      pageContext: () => ({ $current_url: "https://example.com/now", utm_source: "news" }),
    });
    const hook = config.hooks?.before_track as (
      name: string,
      properties: Record<string, unknown>,
    ) => [string, Record<string, unknown>];
    expect(hook("$mp_scroll", { $scroll_top: 10 })).toEqual([
      "$mp_scroll",
      { $current_url: "https://example.com/now", utm_source: "news", $scroll_top: 10 },
    ]);
    expect(hook("Page Viewed", { $current_url: "https://example.com/then" })[1]).toMatchObject({
      $current_url: "https://example.com/then",
    });
  });

  it("redacts every request body after the library has added its own properties, or stops it once declined", () => {
    let agreed = true;
    const hooks = mixpanelConfig({ ...OPTIONS, maySend: () => agreed }).hooks ?? {};
    const body = {
      event: "$mp_scroll",
      properties: {
        $current_url: "https://example.com/?email=a@b.co#invite_token=x",
        mp_keyword: "jane doe",
        gclid: "g1",
        utm_content: "jane@example.com",
      },
    };
    for (const hook of [
      hooks.before_send_events,
      hooks.before_send_people,
      hooks.before_send_groups,
    ]) {
      expect(hook?.(body)).toEqual({
        event: "$mp_scroll",
        properties: {
          $current_url: `https://example.com/?email=${REDACTED}`,
          utm_content: REDACTED,
        },
      });
    }
    agreed = false;
    expect(hooks.before_send_events?.(body)).toBeNull();
    expect(hooks.before_send_people?.(body)).toBeNull();
  });

  it("keeps click IDs when the build records them", () => {
    const hooks = mixpanelConfig({ ...OPTIONS, clickIds: true }).hooks ?? {};
    expect(hooks.before_send_events?.({ event: "E", properties: { gclid: "g1" } })).toEqual({
      event: "E",
      properties: { gclid: "g1" },
    });
  });

  it("keeps its identity in the one host-only cookie the site's own sender shares", () => {
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

describe("mixpanel-untyped-settings", () => {
  // The library the site bundles is this source: its documented src/loaders entry points import it.
  const SOURCE = path.dirname(require.resolve("mixpanel-browser/src/mixpanel-core.js"));
  const core = readFileSync(path.join(SOURCE, "mixpanel-core.js"), "utf8");
  /** Every setting the library has a default for or reads, the recorder's included. */
  const read = new Set(
    readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(SOURCE, file), "utf8"))
      .flatMap((text) => [
        ...[
          ...(/var DEFAULT_CONFIG = \{([^]*?)\n\};/.exec(text)?.[1] ?? "").matchAll(
            /^\s*'(\w+)':/gm,
          ),
        ],
        ...text.matchAll(/get_config\('(\w+)'\)/g),
      ])
      .map(([, key]) => key),
  );

  it("gives the library only settings it reads, those its types leave out included", () => {
    expect(read.size).toBeGreaterThan(50);
    const config = mixpanelConfig({ ...OPTIONS, sessionReplay: true });
    expect(Object.keys(config).filter((key) => !read.has(key))).toEqual([]);
    expect(["lib_base_path", "track_marketing"].every((key) => read.has(key))).toBe(true);
  });

  it("hooks only where the library runs a hook of that name", () => {
    expect(core).toContain("this._run_hook('before_track', event_name, properties)");
    expect(core).toContain("this._run_hook('before_send_' + options.type, truncated_data)");
    const types = [...core.matchAll(/\{type: '(\w+)', api_name:/g)].map(([, type]) => type);
    expect(types).toEqual(expect.arrayContaining(["events", "people", "groups"]));
    const hooks = Object.keys(mixpanelConfig(OPTIONS).hooks ?? {});
    expect(hooks.sort()).toEqual(
      [
        "before_track",
        ...["events", "people", "groups"].map((type) => `before_send_${type}`),
      ].sort(),
    );
  });
});

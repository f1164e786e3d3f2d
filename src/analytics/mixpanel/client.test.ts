import type { AnalyticsClient } from "../client";
import {
  DELIVERY_TIMEOUT_MS,
  ERROR_MESSAGES,
  EVENT_NAMES,
  PLATFORM,
  REQUEST_LOAD_TIMEOUT_MS,
} from "../constants";
import { MIXPANEL_ERROR_MESSAGES } from "./constants";
import { deletionRequested, downloadClicked, type AnalyticsEvent } from "../events";
import { deferred, flushPromises, makeFakeMixpanel, type FakeMixpanel } from "./fake-mixpanel";
import { createMixpanelClient, type MixpanelClientOptions } from "./client";
import type { IngestionEvent } from "./ingestion";
import type { MixpanelApi } from "./types";
import type { Environment } from "../super-properties";

const TOKEN = "test-token";
const CONFIG = { batch_size: 50 };
const DESKTOP: Environment = {
  screenWidth: 1440,
  screenHeight: 900,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  isDevelopment: false,
};
const CLICK = downloadClicked({
  productName: "Pantry Chef",
  location: "hero",
  size: "large",
  destination: "app_store",
});
const DELETION = deletionRequested("cook@example.com");
const NOW_MS = Date.parse("2026-03-04T05:06:07.890Z");
const STAMP = { $insert_id: "insert-1", time: NOW_MS / 1000 };

const setup = (overrides: Partial<MixpanelClientOptions> = {}) => {
  const mixpanel = makeFakeMixpanel();
  const library = deferred<MixpanelApi>();
  const idle = deferred<void>();
  const load = jest.fn(() =>
    library.promise.then((loaded) => ({ mixpanel: loaded, config: CONFIG })),
  );
  const client = createMixpanelClient({
    token: TOKEN,
    consent: "granted",
    environment: DESKTOP,
    load,
    whenIdle: () => idle.promise,
    createInsertId: () => "insert-1",
    now: () => NOW_MS,
    ...overrides,
  });
  const ready = async (fake: FakeMixpanel = mixpanel) => {
    client.start();
    idle.resolve();
    await flushPromises();
    library.resolve(fake);
    await flushPromises();
  };
  return { client, mixpanel, library, idle, load, ready };
};

const trackedNames = (mixpanel: FakeMixpanel) =>
  mixpanel.track.mock.calls.map(([name]: [string]) => name);

const trackedPaths = (mixpanel: FakeMixpanel) =>
  mixpanel.track.mock.calls
    .filter(([name]: [string]) => name === EVENT_NAMES.pageViewed)
    .map(([, properties]: [string, { pathname: string }]) => properties.pathname);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe("loading", () => {
  it("does not fetch the library until the page is idle", async () => {
    const { client, idle, load } = setup();
    client.start();
    client.pageView("/");
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
    idle.resolve();
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches at once for a request that cannot wait", async () => {
    const { client, load } = setup();
    client.track(DELETION, { immediate: true, requestedByVisitor: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("initialises with the token and the given config, then registers super properties", async () => {
    const { client, mixpanel, ready } = setup();
    client.pageView("/contact?from=footer");
    await ready();
    expect(mixpanel.init).toHaveBeenCalledWith(TOKEN, CONFIG);
    expect(mixpanel.register).toHaveBeenNthCalledWith(
      1,
      {
        screen_width: 1440,
        screen_height: 900,
        is_development: false,
        device_type: "desktop",
        browser: DESKTOP.userAgent,
        platform: PLATFORM,
        current_route: "/contact",
      },
      { persistent: false },
    );
  });
});

describe("calls before the library is ready", () => {
  it("are delivered in order once it is", async () => {
    const { client, mixpanel, ready } = setup();
    client.pageView("/");
    client.track(CLICK, { beacon: true });
    client.identify("user-1");
    client.setUserProperty({ plan: "free" });
    client.setUserPropertyOnce({ first_seen: "2025-06-06" });
    expect(mixpanel.track).not.toHaveBeenCalled();

    await ready();

    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.pageViewed, CLICK.name]);
    expect(mixpanel.track.mock.calls[0][1]).toEqual({ pathname: "/", ...STAMP });
    expect(mixpanel.track.mock.calls[1][2]).toEqual({
      transport: "sendBeacon",
      send_immediately: true,
    });
    expect(mixpanel.identify).toHaveBeenCalledWith("user-1");
    expect(mixpanel.people.set).toHaveBeenCalledWith({ plan: "free" });
    expect(mixpanel.people.set_once).toHaveBeenCalledWith({ first_seen: "2025-06-06" });
    const order = [
      ...mixpanel.track.mock.invocationCallOrder,
      ...mixpanel.identify.mock.invocationCallOrder,
      ...mixpanel.people.set.mock.invocationCallOrder,
      ...mixpanel.people.set_once.mock.invocationCallOrder,
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("are bounded: calls beyond the limit are refused and reported as not sent", async () => {
    const { client, mixpanel, ready } = setup({ pendingCallsLimit: 2 });
    const onDelivery = jest.fn();
    client.pageView("/");
    client.track(CLICK);
    client.track(CLICK, { onDelivery });
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
    await ready();
    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.pageViewed, CLICK.name]);
  });

  it("are dropped when initialisation fails, which logs and turns analytics off", async () => {
    const { client, library, idle, load } = setup();
    const onDelivery = jest.fn();
    client.pageView("/");
    client.track(CLICK, { onDelivery });
    client.start();
    idle.resolve();
    const error = new Error("chunk failed");
    library.reject(error);
    await flushPromises();

    expect(consoleError).toHaveBeenCalledWith(MIXPANEL_ERROR_MESSAGES.initFailed, error);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");

    const later = jest.fn();
    expect(() => client.track(DELETION, { immediate: true, onDelivery: later })).not.toThrow();
    expect(later).toHaveBeenCalledWith("not-sent");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("treat a throwing init as a failed initialisation", async () => {
    const broken = makeFakeMixpanel();
    const error = new Error("bad config");
    broken.init.mockImplementation(() => {
      throw error;
    });
    const { client, ready } = setup();
    client.pageView("/");
    await ready(broken);
    expect(consoleError).toHaveBeenCalledWith(MIXPANEL_ERROR_MESSAGES.initFailed, error);
    expect(broken.track).not.toHaveBeenCalled();
  });
});

describe("page views", () => {
  it("are sent once per path and query, never for a repeat of the same view", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.pageView("/");
    client.pageView("/");
    client.pageView("/contact");
    client.pageView("/contact?ref=mail");
    client.pageView("/contact?ref=mail");
    client.pageView("/");
    expect(trackedPaths(mixpanel)).toEqual(["/", "/contact", "/contact?ref=mail", "/"]);
  });

  it("keep current_route up to date before each page view", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.pageView("/privacy-policy?x=1");
    const registerOrder = mixpanel.register.mock.invocationCallOrder.at(-1) ?? 0;
    expect(mixpanel.register).toHaveBeenLastCalledWith(
      { current_route: "/privacy-policy" },
      { persistent: false },
    );
    expect(registerOrder).toBeLessThan(mixpanel.track.mock.invocationCallOrder.at(-1) ?? 0);
  });
});

describe("track", () => {
  it("batches ordinary events and truncates long values", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    const long: AnalyticsEvent = { name: "Long", properties: { text: "x".repeat(300) } };
    client.track(long);
    const [, properties, options] = mixpanel.track.mock.calls[0];
    expect(properties.text).toHaveLength(255);
    expect(options).toEqual({});
  });

  it("sends immediate events at once, with an insert id, and reports delivery", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery });
    const [name, properties, options] = mixpanel.track.mock.calls[0];
    expect(name).toBe(EVENT_NAMES.deletionRequested);
    expect(properties).toEqual({ ...DELETION.properties, ...STAMP });
    expect(options).toEqual({ send_immediately: true });
    expect(onDelivery).toHaveBeenCalledTimes(1);
    expect(onDelivery).toHaveBeenCalledWith("sent");
  });

  it("reports a failed immediate event as not sent and never hands it to the stored retry queue", async () => {
    const failing = makeFakeMixpanel(0);
    const { client, ready } = setup();
    await ready(failing);
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery });
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
    expect(failing.track).toHaveBeenCalledTimes(1);
  });

  it("reports not sent when nothing confirms delivery in time", async () => {
    jest.useFakeTimers();
    const silent = makeFakeMixpanel();
    silent.track.mockImplementation(() => undefined);
    const { client, ready } = setup();
    await ready(silent);
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, onDelivery });
    jest.advanceTimersByTime(DELIVERY_TIMEOUT_MS - 1);
    expect(onDelivery).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
    expect(onDelivery).toHaveBeenCalledTimes(1);
  });
});

describe("errors", () => {
  const throwing = (error: Error) => {
    const mixpanel = makeFakeMixpanel();
    const fail = () => {
      throw error;
    };
    mixpanel.track.mockImplementation(fail);
    mixpanel.identify.mockImplementation(fail);
    mixpanel.reset.mockImplementation(fail);
    mixpanel.people.set.mockImplementation(fail);
    mixpanel.people.set_once.mockImplementation(fail);
    return mixpanel;
  };

  const cases: Array<[string, (client: AnalyticsClient) => void, string]> = [
    ["page view", (client) => client.pageView("/"), "Error tracking page view:"],
    ["track", (client) => client.track(CLICK), "Error tracking event:"],
    ["identify", (client) => client.identify("user-1"), "Error identifying user:"],
    ["set", (client) => client.setUserProperty({ a: 1 }), "Error setting user property:"],
    ["set once", (client) => client.setUserPropertyOnce({ a: 1 }), "Error setting user property:"],
    ["reset", (client) => client.reset(), "Error resetting Mixpanel:"],
  ];

  it.each(cases)("a failing %s logs its message and never throws", async (_, call, message) => {
    const error = new Error("boom");
    const { client, ready } = setup();
    await ready(throwing(error));
    expect(() => call(client)).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(message, error);
  });

  it("a failing immediate track reports not sent", async () => {
    const { client, ready } = setup();
    await ready(throwing(new Error("boom")));
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, onDelivery });
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
  });
});

describe("when the visitor opted out (GPC or DNT)", () => {
  it("never fetches the library for page views, clicks or user calls", async () => {
    const { client, load, idle } = setup({ consent: "denied" });
    client.start();
    idle.resolve();
    client.pageView("/");
    client.track(CLICK, { beacon: true });
    client.identify("user-1");
    client.setUserProperty({ a: 1 });
    client.setUserPropertyOnce({ a: 1 });
    client.reset();
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
  });

  it("still sends the deletion request the visitor asked for, and only that", async () => {
    const onReady = jest.fn();
    const { client, mixpanel, library, load } = setup({ consent: "denied", onReady });
    client.pageView("/data-deletion");
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery });
    expect(load).toHaveBeenCalledTimes(1);
    library.resolve(mixpanel);
    await flushPromises();

    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.deletionRequested]);
    expect(mixpanel.register.mock.calls[0][0]).toMatchObject({ current_route: "/data-deletion" });
    expect(onDelivery).toHaveBeenCalledWith("sent");
    expect(onReady).not.toHaveBeenCalled();

    client.pageView("/");
    client.track(CLICK);
    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.deletionRequested]);
  });

  it("does not retry a failed deletion request through the stored batch queue", async () => {
    const failing = makeFakeMixpanel(0);
    const { client, library } = setup({ consent: "denied" });
    client.track(DELETION, { immediate: true, requestedByVisitor: true });
    library.resolve(failing);
    await flushPromises();
    expect(failing.track).toHaveBeenCalledTimes(1);
  });

  it("reports other events as not sent", () => {
    const { client } = setup({ consent: "denied" });
    const onDelivery = jest.fn();
    client.track(CLICK, { onDelivery });
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
  });
});

describe("onReady", () => {
  it("runs once the library is ready, with the client", async () => {
    const onReady = jest.fn();
    const { client, ready } = setup({ onReady });
    await ready();
    expect(onReady).toHaveBeenCalledWith(client);
  });
});

describe("when the page goes away", () => {
  const VISITOR = { distinctId: "$device:visitor-1", deviceId: "visitor-1" };

  const leaving = (overrides: Partial<MixpanelClientOptions> = {}) => {
    let leave = () => {};
    const sendBeacon = jest.fn((_events: IngestionEvent[]) => true);
    const identity = jest.fn(() => VISITOR);
    const view = setup({
      onLeave: (listener) => (leave = listener),
      identity,
      sendBeacon,
      ...overrides,
    });
    return { ...view, sendBeacon, identity, leave: () => leave() };
  };

  it("sends what waits for the library by beacon, in the ingestion format, and never again", async () => {
    let insertIds = 0;
    const { client, mixpanel, ready, sendBeacon, leave } = leaving({
      createInsertId: () => `insert-${(insertIds += 1)}`,
    });
    client.pageView("/contact?ref=ad");
    client.track(CLICK, { beacon: true });
    client.identify("member-7");
    leave();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toEqual([
      {
        event: EVENT_NAMES.pageViewed,
        properties: expect.objectContaining({
          pathname: "/contact?ref=ad",
          current_route: "/contact",
          browser: DESKTOP.userAgent,
          platform: PLATFORM,
          screen_width: DESKTOP.screenWidth,
          token: TOKEN,
          distinct_id: VISITOR.distinctId,
          $device_id: VISITOR.deviceId,
          $insert_id: "insert-1",
          time: NOW_MS / 1000,
        }),
      },
      {
        event: CLICK.name,
        properties: expect.objectContaining({ ...CLICK.properties, $insert_id: "insert-2" }),
      },
    ]);

    leave();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    await ready();
    expect(trackedNames(mixpanel)).toEqual([]);
    expect(mixpanel.identify).toHaveBeenCalledWith("member-7");
  });

  it("resends an unanswered immediate event by beacon with the same $insert_id and time", async () => {
    const { client, mixpanel, ready, leave, sendBeacon } = leaving();
    await ready();
    // The XHR is never answered; the browser accepts the beacon.
    mixpanel.track.mockImplementation((_name, _properties, options, callback) => {
      if (options?.transport === "sendBeacon") callback?.(1);
    });
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery });
    leave();
    leave();

    expect(mixpanel.track).toHaveBeenCalledTimes(2);
    const [first, again] = mixpanel.track.mock.calls;
    expect(again?.[0]).toBe(DELETION.name);
    expect(again?.[1]).toEqual(first?.[1]);
    expect(again?.[1]).toMatchObject(STAMP);
    expect(again?.[2]).toEqual({ transport: "sendBeacon", send_immediately: true });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(onDelivery).not.toHaveBeenCalled();
  });

  it("does not resend an event the provider already answered", async () => {
    const { client, mixpanel, ready, leave } = leaving();
    await ready();
    client.track(DELETION, { immediate: true });
    leave();
    expect(mixpanel.track).toHaveBeenCalledTimes(1);
  });

  it("sends only the visitor's own request when they opted out, under a passing identity", () => {
    const { client, leave, sendBeacon } = leaving({ consent: "denied" });
    client.pageView("/data-deletion");
    client.track(CLICK, { beacon: true });
    client.track(DELETION, { immediate: true, requestedByVisitor: true });
    leave();
    expect(sendBeacon.mock.calls[0]?.[0].map((event) => event.event)).toEqual([DELETION.name]);
  });

  it("logs a failure to send and keeps the site running", () => {
    const error = new Error("no cookies");
    const { client, leave } = leaving({
      identity: () => {
        throw error;
      },
    });
    client.pageView("/");
    expect(() => leave()).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(ERROR_MESSAGES.track, error);
  });
});

describe("before the visitor has answered the consent bar", () => {
  const pendingSetup = (overrides: Partial<MixpanelClientOptions> = {}) => {
    let leave = () => {};
    const sendBeacon = jest.fn((_events: IngestionEvent[]) => true);
    const identity = jest.fn((_persistent: boolean) => ({
      distinctId: "$device:p",
      deviceId: "p",
    }));
    const view = setup({
      consent: "pending",
      onLeave: (listener) => (leave = listener),
      identity,
      sendBeacon,
      ...overrides,
    });
    return { ...view, sendBeacon, identity, leave: () => leave() };
  };

  it("loads nothing and sends nothing, not even by beacon when the page goes", async () => {
    const { client, load, idle, leave, sendBeacon } = pendingSetup();
    client.start();
    idle.resolve();
    client.pageView("/");
    client.track(CLICK, { beacon: true });
    client.identify("user-1");
    await flushPromises();
    leave();
    expect(load).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("sends the waiting page view, as it was made, once the visitor agrees", async () => {
    let clock = NOW_MS;
    const { client, mixpanel, library, idle, load } = pendingSetup({ now: () => clock });
    client.start();
    client.pageView("/contact?ref=mail");
    clock += 60_000;
    client.setConsent(true);
    idle.resolve();
    await flushPromises();
    expect(load).toHaveBeenCalledWith(true);
    library.resolve(mixpanel);
    await flushPromises();
    expect(trackedPaths(mixpanel)).toEqual(["/contact?ref=mail"]);
    expect(mixpanel.track.mock.calls[0][1]).toMatchObject({ time: NOW_MS / 1000 });
  });

  it("drops what waited when the visitor declines, and keeps dropping", async () => {
    const { client, load, idle } = pendingSetup();
    const onDelivery = jest.fn();
    client.start();
    client.pageView("/");
    client.track(CLICK, { onDelivery });
    client.setConsent(false);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
    client.pageView("/contact");
    idle.resolve();
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
  });

  it("still delivers the visitor's deletion request, with nothing stored", async () => {
    const { client, mixpanel, library, load } = pendingSetup();
    client.pageView("/data-deletion");
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery });
    expect(load).toHaveBeenCalledWith(false);
    library.resolve(mixpanel);
    await flushPromises();
    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.deletionRequested]);
    expect(onDelivery).toHaveBeenCalledWith("sent");
  });

  it("beacons a waiting deletion request under an identity that is not stored", () => {
    const { client, leave, sendBeacon, identity } = pendingSetup();
    client.pageView("/data-deletion");
    client.track(DELETION, { immediate: true, requestedByVisitor: true });
    leave();
    expect(identity).toHaveBeenCalledWith(false);
    expect(sendBeacon.mock.calls[0]?.[0].map((event) => event.event)).toEqual([DELETION.name]);
  });
});

describe("a visitor who agreed and then declines", () => {
  it("stops the library storing anything", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.setConsent(false);
    expect(mixpanel.set_config).toHaveBeenCalledWith(
      expect.objectContaining({ disable_persistence: true, autocapture: false }),
    );
    client.pageView("/contact");
    expect(trackedPaths(mixpanel)).toEqual([]);
  });
});

describe("the visitor's deletion request", () => {
  it("keeps the $insert_id and time of an earlier attempt when sent again", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    const eventId = { insertId: "request-1", time: NOW_MS - 5000 };
    client.track(DELETION, { immediate: true, requestedByVisitor: true, eventId });
    client.track(DELETION, { immediate: true, requestedByVisitor: true, eventId });
    const [first, again] = mixpanel.track.mock.calls;
    expect(first[1]).toMatchObject({ $insert_id: "request-1", time: (NOW_MS - 5000) / 1000 });
    expect(again[1]).toEqual(first[1]);
  });

  it("starts its delivery clock when it leaves the page, not while the library loads", async () => {
    jest.useFakeTimers();
    const silent = makeFakeMixpanel();
    silent.track.mockImplementation(() => undefined);
    const { client, library } = setup();
    const onDelivery = jest.fn();
    const onLeaving = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery, onLeaving });
    jest.advanceTimersByTime(DELIVERY_TIMEOUT_MS + 1000);
    expect(onDelivery).not.toHaveBeenCalled();
    library.resolve(silent);
    await flushPromises();
    expect(onLeaving).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(DELIVERY_TIMEOUT_MS - 1);
    expect(onDelivery).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
  });

  it("is withdrawn, never sent later, when the library cannot load in time", async () => {
    jest.useFakeTimers();
    const { client, mixpanel, library } = setup();
    const onDelivery = jest.fn();
    client.track(DELETION, { immediate: true, requestedByVisitor: true, onDelivery });
    jest.advanceTimersByTime(REQUEST_LOAD_TIMEOUT_MS);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
    library.resolve(mixpanel);
    await flushPromises();
    expect(mixpanel.track).not.toHaveBeenCalled();
  });
});

describe("events waiting when the page goes", () => {
  it("stay queued when the browser refuses the beacon, and go on the next chance", async () => {
    let leave = () => {};
    const sendBeacon = jest.fn((_events: IngestionEvent[]) => false);
    const { client, mixpanel, ready } = setup({
      onLeave: (listener) => (leave = listener),
      identity: () => ({ distinctId: "$device:v", deviceId: "v" }),
      sendBeacon,
    });
    client.pageView("/");
    leave();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    sendBeacon.mockReturnValue(true);
    leave();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls[1]?.[0].map((event) => event.event)).toEqual([
      EVENT_NAMES.pageViewed,
    ]);
    leave();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    await ready();
    expect(trackedPaths(mixpanel)).toEqual([]);
  });

  it("resends a request whose beacon the browser refused", async () => {
    let leave = () => {};
    const { client, mixpanel, ready } = setup({ onLeave: (listener) => (leave = listener) });
    await ready();
    let beaconAnswer = 0;
    mixpanel.track.mockImplementation((_name, _properties, options, callback) => {
      if (options?.transport === "sendBeacon") callback?.(beaconAnswer);
    });
    client.track(DELETION, { immediate: true, requestedByVisitor: true });
    leave();
    beaconAnswer = 1;
    leave();
    leave();
    expect(mixpanel.track).toHaveBeenCalledTimes(3);
  });
});

describe("redaction", () => {
  it("takes emails and credentials out of page views and events, but not the visitor's request", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.pageView("/?email=a%40b.co&utm_source=mail&invite_token=x#recovery_token=y");
    client.track({ name: "Shared", properties: { to: "cook@example.com", n: 1 } });
    client.track(DELETION, { immediate: true, requestedByVisitor: true });
    const [view, shared, request] = mixpanel.track.mock.calls;
    expect(view[1].pathname).toBe("/?email=[redacted]&utm_source=mail&invite_token=[redacted]");
    expect(shared[1]).toMatchObject({ to: "[redacted]", n: 1 });
    expect(request[1]).toMatchObject({ email: "cook@example.com" });
  });
});

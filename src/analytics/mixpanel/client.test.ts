import type { Delivery } from "../client";
import type { Consent } from "../consent/consent";
import { ERROR_MESSAGES, EVENT_NAMES, PLATFORM } from "../constants";
import { MIXPANEL_ERROR_MESSAGES } from "./constants";
import { deletionRequested, downloadClicked } from "../events";
import { deferred, flushPromises, makeFakeMixpanel, type FakeMixpanel } from "./fake-mixpanel";
import { createMixpanelClient, type MixpanelClientOptions } from "./client";
import type { IngestionEvent } from "./ingestion";
import type { LoadedMixpanel } from "./load";
import type { VisitorRequest } from "./request";
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
const DELETION = deletionRequested("cook@example.com", new Date("2026-03-04T05:06:07.890Z"));
const NOW_MS = Date.parse("2026-03-04T05:06:07.890Z");
const VISITOR = { distinctId: "$device:visitor-1", deviceId: "visitor-1" };
const CONTEXT = { $current_url: "https://example.com/contact", utm_source: "news" };

/** A page under test: its idle moment, first input and leaving are the test's to fire. */
const setup = (overrides: Partial<MixpanelClientOptions> = {}) => {
  const mixpanel = makeFakeMixpanel();
  const library = deferred<LoadedMixpanel>();
  const idle = deferred<void>();
  let input = () => {};
  let leave = () => {};
  let insertIds = 0;
  const load = jest.fn((_maySend: () => boolean) => library.promise);
  const sendBeacon = jest.fn((_events: IngestionEvent[]) => true);
  const sendRequest = jest.fn((_request: VisitorRequest) => Promise.resolve<Delivery>("sent"));
  const afterStart = jest.fn();
  const client = createMixpanelClient({
    token: TOKEN,
    consent: "granted",
    environment: DESKTOP,
    load,
    whenIdle: () => idle.promise,
    onFirstInput: (listener) => (input = listener),
    onLeave: (listener) => (leave = listener),
    yieldToMain: () => Promise.resolve(),
    pageContext: () => CONTEXT,
    identity: () => VISITOR,
    sendBeacon,
    sendRequest,
    createInsertId: () => `insert-${(insertIds += 1)}`,
    now: () => NOW_MS,
    ...overrides,
  });
  const page = {
    idle: async () => {
      idle.resolve();
      await flushPromises();
    },
    input: async () => {
      input();
      await flushPromises();
    },
    leave: () => leave(),
    arrive: async (fake: FakeMixpanel = mixpanel) => {
      library.resolve({ mixpanel: fake, config: CONFIG, afterStart });
      await flushPromises();
    },
    fail: async (error: unknown) => {
      library.reject(error);
      await flushPromises();
    },
  };
  /** Started, idle, the first input and the library arrived. */
  const ready = async () => {
    client.start();
    await page.idle();
    await page.input();
    await page.arrive();
  };
  return { client, mixpanel, load, sendBeacon, sendRequest, afterStart, page, ready };
};

const trackedNames = (mixpanel: FakeMixpanel) =>
  mixpanel.track.mock.calls.map(([name]: [string]) => name);

const beaconed = (sendBeacon: jest.Mock) =>
  sendBeacon.mock.calls.flatMap(([events]: [IngestionEvent[]]) => events);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("loading the library", () => {
  it("waits for the visitor's first input, however long the page has been idle", async () => {
    const { client, load, page } = setup();
    client.start();
    await page.idle();
    expect(load).not.toHaveBeenCalled();
    await page.input();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts it with the token and config, registers the super properties, then tells the scroll tracking where the page is", async () => {
    const { client, mixpanel, afterStart, ready } = setup();
    client.pageView("/contact");
    await ready();
    expect(mixpanel.init).toHaveBeenCalledWith(TOKEN, CONFIG);
    expect(mixpanel.register).toHaveBeenCalledWith(
      expect.objectContaining({ platform: PLATFORM, current_route: "/contact" }),
      { persistent: false },
    );
    expect(afterStart).toHaveBeenCalledTimes(1);
  });

  it("starts it in steps, letting the page answer between fetching, starting and sending", async () => {
    const steps: string[] = [];
    const mixpanel = makeFakeMixpanel();
    mixpanel.init.mockImplementation(() => steps.push("init"));
    const { client, page } = setup({
      yieldToMain: () => {
        steps.push("yield");
        return Promise.resolve();
      },
    });
    client.start();
    await page.input();
    await page.arrive(mixpanel);
    expect(steps).toEqual(["yield", "init", "yield"]);
  });

  it("logs a failed start and sends what waited by the site's own sender instead", async () => {
    const sendBeacon = jest.fn((_events: IngestionEvent[]) => false);
    const { client, page } = setup({ sendBeacon });
    client.start();
    client.pageView("/");
    await page.idle();
    await page.input();
    sendBeacon.mockImplementation(() => true);
    const error = new Error("chunk failed");
    await page.fail(error);
    expect(consoleError).toHaveBeenCalledWith(MIXPANEL_ERROR_MESSAGES.initFailed, error);
    const names = () =>
      sendBeacon.mock.results
        .map((result, call) => (result.value ? sendBeacon.mock.calls[call]?.[0] : []))
        .flat()
        .map((event) => event?.event);
    expect(names()).toEqual([EVENT_NAMES.pageViewed]);
    client.track(CLICK);
    expect(names()).toEqual([EVENT_NAMES.pageViewed, CLICK.name]);
  });

  it("treats a throwing init as a failed start", async () => {
    const broken = makeFakeMixpanel();
    broken.init.mockImplementation(() => {
      throw new Error("blocked storage");
    });
    const { client, page } = setup();
    client.start();
    await page.input();
    await page.arrive(broken);
    expect(consoleError).toHaveBeenCalledWith(
      MIXPANEL_ERROR_MESSAGES.initFailed,
      expect.any(Error),
    );
    expect(() => client.track(CLICK)).not.toThrow();
  });
});

describe("events before the library", () => {
  it("go by the site's own sender once the page is idle, in the ingestion format, and never again", async () => {
    const { client, mixpanel, sendBeacon, page } = setup();
    client.start();
    client.pageView("/contact?ref=ad");
    await page.idle();
    expect(beaconed(sendBeacon)).toEqual([
      {
        event: EVENT_NAMES.pageViewed,
        properties: {
          screen_width: DESKTOP.screenWidth,
          screen_height: DESKTOP.screenHeight,
          is_development: false,
          device_type: "desktop",
          browser: DESKTOP.userAgent,
          platform: PLATFORM,
          current_route: "/contact",
          locale: "en",
          ...CONTEXT,
          pathname: "/contact?ref=ad",
          token: TOKEN,
          distinct_id: VISITOR.distinctId,
          $device_id: VISITOR.deviceId,
          $insert_id: "insert-1",
          time: NOW_MS / 1000,
        },
      },
    ]);
    await page.input();
    await page.arrive();
    expect(trackedNames(mixpanel)).toEqual([]);
  });

  it("go to the library, in order, once it runs, if the browser refused the beacon", async () => {
    const { client, mixpanel, page } = setup({ sendBeacon: jest.fn(() => false) });
    client.start();
    client.pageView("/");
    client.track(CLICK);
    client.identify("member-7");
    await page.idle();
    await page.input();
    await page.arrive();
    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.pageViewed, CLICK.name]);
    expect(mixpanel.track.mock.calls[0]?.[1]).toMatchObject({
      pathname: "/",
      ...CONTEXT,
      $insert_id: "insert-1",
      time: NOW_MS / 1000,
    });
    expect(mixpanel.identify).toHaveBeenCalledWith("member-7");
  });

  it("go by beacon when the page goes before the library runs", async () => {
    const { client, sendBeacon, page } = setup();
    client.start();
    client.pageView("/");
    await page.input();
    page.leave();
    expect(beaconed(sendBeacon).map((event) => event.event)).toEqual([EVENT_NAMES.pageViewed]);
    page.leave();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("a click that opens another page goes by beacon at once", () => {
    const { client, sendBeacon } = setup();
    client.track(CLICK, { beacon: true });
    expect(beaconed(sendBeacon)).toEqual([
      { event: CLICK.name, properties: expect.objectContaining(CLICK.properties) },
    ]);
  });

  it("a click whose beacon the browser refused goes with the library, once", async () => {
    const sendBeacon = jest.fn((_events: IngestionEvent[]) => false);
    const { client, mixpanel, page } = setup({ sendBeacon });
    client.start();
    await page.input();
    client.track(CLICK, { beacon: true });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    await page.arrive();
    expect(trackedNames(mixpanel)).toEqual([CLICK.name]);
    expect(mixpanel.track.mock.calls[0]?.[2]).toEqual({
      transport: "sendBeacon",
      send_immediately: true,
    });
  });

  it("when the library failed, an event the browser refused goes as the page is hidden", async () => {
    const sendBeacon = jest.fn((_events: IngestionEvent[]) => false);
    const { client, page } = setup({ sendBeacon });
    client.start();
    await page.input();
    await page.fail(new Error("blocked"));
    client.pageView("/contact");
    sendBeacon.mockImplementation(() => true);
    page.leave();
    expect(beaconed(sendBeacon).map((event) => event.properties.pathname)).toEqual([
      "/contact",
      "/contact",
    ]);
    page.leave();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it("are bounded: calls beyond the limit are dropped", async () => {
    const { client, mixpanel, page } = setup({
      pendingCallsLimit: 2,
      sendBeacon: jest.fn(() => false),
    });
    client.start();
    client.track(CLICK);
    client.track(CLICK);
    client.track(CLICK);
    await page.input();
    await page.arrive();
    expect(trackedNames(mixpanel)).toHaveLength(2);
  });

  it("logs a failure to send and keeps the site running", async () => {
    const error = new Error("no cookies");
    const { client, page } = setup({
      identity: () => {
        throw error;
      },
    });
    client.start();
    client.pageView("/");
    await page.idle();
    expect(() => page.leave()).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(ERROR_MESSAGES.track, error);
  });
});

describe("page views", () => {
  it("are sent once per path and query, never for a repeat of the same view", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.pageView("/");
    client.pageView("/");
    client.pageView("/?a=1");
    expect(trackedNames(mixpanel)).toEqual([EVENT_NAMES.pageViewed, EVENT_NAMES.pageViewed]);
  });

  it("keep current_route and locale up to date before each page view", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.pageView("/contact?x=1");
    expect(mixpanel.register).toHaveBeenLastCalledWith(
      { current_route: "/contact", locale: "en" },
      { persistent: false },
    );
    // A move to another language changes the locale with the route.
    client.pageView("/de/contact/");
    expect(mixpanel.register).toHaveBeenLastCalledWith(
      { current_route: "/de/contact/", locale: "de" },
      { persistent: false },
    );
    client.pageView("/es/");
    expect(mixpanel.register).toHaveBeenLastCalledWith(
      { current_route: "/es/", locale: "es" },
      { persistent: false },
    );
  });

  it("send an event made on a German page with the German locale by beacon", async () => {
    const { client, sendBeacon, page } = setup();
    client.start();
    client.pageView("/de/recipes/");
    await page.idle();
    expect(beaconed(sendBeacon)).toEqual([
      expect.objectContaining({
        event: EVENT_NAMES.pageViewed,
        properties: expect.objectContaining({
          current_route: "/de/recipes/",
          locale: "de",
          pathname: "/de/recipes/",
        }),
      }),
    ]);
  });

  it("stop a session recording before an address that needs redacting", async () => {
    const { client, mixpanel, ready } = setup();
    await ready();
    client.pageView("/recipes/");
    expect(mixpanel.stop_session_recording).not.toHaveBeenCalled();
    client.pageView("/?email=a@b.co");
    expect(mixpanel.stop_session_recording).toHaveBeenCalledTimes(1);
  });
});

describe("a visitor's request", () => {
  const send = (consent: Consent) => {
    const view = setup({ consent });
    const onDelivery = jest.fn();
    view.client.request(DELETION, {
      eventId: { insertId: "request-1", time: NOW_MS },
      onDelivery,
    });
    return { ...view, onDelivery };
  };

  it.each(["granted", "denied", "pending"] as const)(
    "goes at once, on its own, with what was typed and its own id and time (consent %s)",
    async (consent) => {
      const { sendRequest, onDelivery, load, sendBeacon } = send(consent);
      await flushPromises();
      expect(sendRequest).toHaveBeenCalledWith({
        name: DELETION.name,
        properties: DELETION.properties,
        token: TOKEN,
        insertId: "request-1",
        time: NOW_MS,
      });
      expect(onDelivery).toHaveBeenCalledWith("sent");
      expect(load).not.toHaveBeenCalled();
      expect(sendBeacon).not.toHaveBeenCalled();
    },
  );

  it("reports not sent when the provider does not confirm it, or the sender fails", async () => {
    const answers = [Promise.resolve<Delivery>("not-sent"), Promise.reject(new Error("offline"))];
    for (const answer of answers) {
      const { client } = setup({ sendRequest: () => answer });
      const onDelivery = jest.fn();
      client.request(DELETION, { eventId: { insertId: "r", time: NOW_MS }, onDelivery });
      await flushPromises();
      expect(onDelivery).toHaveBeenCalledWith("not-sent");
    }
  });

  it("is the same request when tried again: the same id and time", async () => {
    const { client, sendRequest } = setup();
    const eventId = { insertId: "request-1", time: NOW_MS - 60_000 };
    client.request(DELETION, { eventId, onDelivery: jest.fn() });
    client.request(DELETION, { eventId, onDelivery: jest.fn() });
    expect(sendRequest.mock.calls[1]?.[0]).toEqual(sendRequest.mock.calls[0]?.[0]);
  });
});

describe("before the visitor has answered the consent bar", () => {
  it("loads nothing and sends nothing, not even by beacon when the page goes", async () => {
    const { client, load, sendBeacon, page } = setup({ consent: "pending" });
    client.start();
    client.pageView("/");
    client.track(CLICK, { beacon: true });
    await page.idle();
    await page.input();
    page.leave();
    expect(load).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("sends the waiting page view, as it was made, once the visitor agrees", async () => {
    const { client, mixpanel, load, page } = setup({ consent: "pending" });
    client.start();
    client.pageView("/contact");
    await page.idle();
    client.setConsent(true);
    expect(load).toHaveBeenCalledTimes(1);
    await page.arrive();
    expect(mixpanel.track).toHaveBeenCalledWith(
      EVENT_NAMES.pageViewed,
      expect.objectContaining({ pathname: "/contact", $insert_id: "insert-1" }),
      undefined,
    );
  });

  it("drops what waited when the visitor declines, and keeps dropping", async () => {
    const { client, load, sendBeacon, page } = setup({ consent: "pending" });
    client.start();
    client.pageView("/");
    client.setConsent(false);
    client.pageView("/contact");
    await page.idle();
    await page.input();
    page.leave();
    expect(load).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe("a decline", () => {
  it("before the library loads: it is never fetched", async () => {
    const { client, load, page } = setup();
    client.start();
    client.setConsent(false);
    await page.input();
    expect(load).not.toHaveBeenCalled();
  });

  it("while it loads: the start checks the choice again, never starts it and drops the queue", async () => {
    const { client, mixpanel, sendBeacon, page } = setup({ sendBeacon: jest.fn(() => false) });
    client.start();
    client.pageView("/");
    await page.input();
    client.setConsent(false);
    await page.arrive();
    page.leave();
    expect(mixpanel.init).not.toHaveBeenCalled();
    expect(mixpanel.track).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("between starting it and sending: it is stopped before anything goes", async () => {
    const mixpanel = makeFakeMixpanel();
    const view = setup({ sendBeacon: jest.fn(() => false) });
    const { client } = view;
    mixpanel.init.mockImplementation(() => client.setConsent(false));
    client.start();
    client.pageView("/");
    await view.page.input();
    await view.page.arrive(mixpanel);
    expect(mixpanel.track).not.toHaveBeenCalled();
    expect(mixpanel.disable).toHaveBeenCalled();
    expect(mixpanel.opt_out_tracking).toHaveBeenCalledWith({ delete_user: false });
  });

  it("after it runs: it is disabled and opted out, and nothing more reaches it", async () => {
    const { client, mixpanel, sendBeacon, ready, page } = setup();
    await ready();
    client.setConsent(false);
    expect(mixpanel.disable).toHaveBeenCalledTimes(1);
    expect(mixpanel.opt_out_tracking).toHaveBeenCalledWith({ delete_user: false });
    client.pageView("/later");
    client.track(CLICK, { beacon: true });
    page.leave();
    expect(mixpanel.track).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("and agreeing again later on the page: events go by the site's own sender", async () => {
    const { client, sendBeacon, ready } = setup();
    await ready();
    client.setConsent(false);
    client.setConsent(true);
    client.track(CLICK);
    expect(beaconed(sendBeacon).map((event) => event.event)).toEqual([CLICK.name]);
  });
});

/** mulberry32: a small seeded generator, so a failing sequence can be replayed by its seed. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const ACTIONS = [
  "idle",
  "input",
  "arrive",
  "agree",
  "decline",
  "pageView",
  "track",
  "click",
  "request",
  "leave",
] as const;
type Action = (typeof ACTIONS)[number];

describe("in any order of load, answers and clicks", () => {
  const SEEDS = Array.from({ length: 200 }, (_, index) => index + 1);

  it.each(SEEDS)(
    "seed %i: nothing goes after a decline, nothing twice, nothing lost, every request",
    async (seed) => {
      const random = seeded(seed);
      const initial: Consent = (["granted", "pending", "denied"] as const)[
        Math.floor(random() * 3)
      ]!;
      let consent: Consent = initial;
      /** Everything that left, with whether the visitor agreed at that moment. */
      const sent: { insertId: string; agreed: boolean }[] = [];
      const mixpanel = makeFakeMixpanel();
      mixpanel.track.mockImplementation((_name: string, properties: Record<string, unknown>) => {
        sent.push({ insertId: String(properties.$insert_id), agreed: consent === "granted" });
      });
      /** Every event made, with the answer it was made under and whether a decline came after. */
      const made: {
        insertId: string;
        consent: Consent;
        agreedLater: boolean;
        declined: boolean;
      }[] = [];
      let insertIds = 0;
      const createInsertId = () => {
        const insertId = `event-${(insertIds += 1)}`;
        made.push({ insertId, consent, agreedLater: false, declined: false });
        return insertId;
      };
      /** At the end the browser takes every beacon, as it does when nothing is in its way. */
      let beaconsAccepted = false;
      const sendBeacon = jest.fn((events: IngestionEvent[]) => {
        const accepted = beaconsAccepted || random() < 0.8;
        if (accepted) {
          events.forEach((event) =>
            sent.push({
              insertId: String(event.properties.$insert_id),
              agreed: consent === "granted",
            }),
          );
        }
        return accepted;
      });
      const view = setup({ consent: initial, sendBeacon, createInsertId });
      const { client, page, sendRequest, load } = view;
      client.start();
      let requests = 0;
      let inputs = 0;
      let loadsWhenNotAgreed = 0;
      const library = deferred<LoadedMixpanel>();
      load.mockImplementation((maySend: () => boolean) => {
        if (consent !== "granted" || inputs === 0) loadsWhenNotAgreed += 1;
        expect(maySend()).toBe(true);
        return library.promise;
      });
      const steps: Action[] = [];
      for (let step = 0; step < 30; step += 1) {
        const action = ACTIONS[Math.floor(random() * ACTIONS.length)]!;
        steps.push(action);
        switch (action) {
          case "idle":
            await page.idle();
            break;
          case "input":
            inputs += 1;
            await page.input();
            break;
          case "arrive":
            library.resolve({ mixpanel, config: CONFIG });
            await flushPromises();
            break;
          case "agree":
            if (initial !== "denied") {
              made.forEach((event) => (event.agreedLater ||= consent === "pending"));
              consent = "granted";
              inputs += 1;
              client.setConsent(true);
            }
            break;
          case "decline":
            made.forEach((event) => (event.declined = true));
            consent = "denied";
            client.setConsent(false);
            break;
          case "pageView":
            client.pageView(`/page-${step}`);
            break;
          case "track":
            client.track(CLICK);
            break;
          case "click":
            client.track(CLICK, { beacon: true });
            break;
          case "request":
            requests += 1;
            client.request(DELETION, {
              eventId: { insertId: `request-${step}`, time: NOW_MS },
              onDelivery: () => undefined,
            });
            break;
          case "leave":
            page.leave();
            break;
        }
        await flushPromises();
      }
      const context = `seed ${seed}, starting ${initial}: ${steps.join(", ")}`;
      // The rest of the visit: the library arrives if it was asked for, then the visitor leaves.
      beaconsAccepted = true;
      library.resolve({ mixpanel, config: CONFIG });
      await flushPromises();
      await page.idle();
      page.leave();
      await flushPromises();
      const owed = made.filter(
        (event) => !event.declined && (event.consent === "granted" || event.agreedLater),
      );
      const sentIds = new Set(sent.map((item) => item.insertId));
      expect({ context, lost: owed.filter((event) => !sentIds.has(event.insertId)) }).toEqual({
        context,
        lost: [],
      });
      expect({ context, sentWithoutConsent: sent.filter((item) => !item.agreed) }).toEqual({
        context,
        sentWithoutConsent: [],
      });
      const ids = sent.map((item) => item.insertId);
      expect({ context, twice: ids.filter((id, index) => ids.indexOf(id) !== index) }).toEqual({
        context,
        twice: [],
      });
      expect({ context, requests: sendRequest.mock.calls.length }).toEqual({ context, requests });
      expect({ context, loadsWhenNotAgreed }).toEqual({ context, loadsWhenNotAgreed: 0 });
      if (consent === "denied" && mixpanel.init.mock.calls.length > 0) {
        expect(mixpanel.disable).toHaveBeenCalled();
      }
    },
  );
});

import type { AnalyticsClient, Delivery, TrackOptions } from "../client";
import { createCallQueue } from "../call-queue";
import type { Consent } from "../consent/consent";
import { ERROR_MESSAGES, PENDING_CALLS_LIMIT } from "../constants";
import { pageViewed, type AnalyticsEvent, type Properties } from "../events";
import { MIXPANEL_ERROR_MESSAGES } from "./constants";
import {
  ingestionEvent,
  randomId,
  toMixpanelTime,
  type Identity,
  type IngestionEvent,
} from "./ingestion";
import type { VisitorRequest } from "./request";
import { truncateProperties } from "./properties";
import { redactUrl } from "../redact";
import type { LoadedMixpanel } from "./load";
import type { MixpanelApi } from "./types";
import { routeOf } from "../route";
import { routeProperty, superProperties, type Environment } from "../super-properties";

export type BrowserAnalytics = AnalyticsClient & {
  /**
   * Called once the first page has rendered: events made so far go out by the site's own sender
   * once the page is idle, and the library is fetched on the visitor's first input (or when the
   * page is hidden), never before, and only for a visitor who agreed or is not asked.
   */
  start: () => void;
  /** The visitor's answer: what waited for it is sent on agree; a decline stops everything. */
  setConsent: (granted: boolean) => void;
};

export type MixpanelClientOptions = {
  token: string;
  consent: Consent;
  environment: Environment;
  /**
   * Fetches the library with the settings to start it with (only with consent); `maySend` says
   * at every request whether the visitor still agrees.
   */
  load: (maySend: () => boolean) => Promise<LoadedMixpanel>;
  whenIdle: () => Promise<void>;
  /** Calls back once on the visitor's first tap, key or scroll, or when the page is hidden. */
  onFirstInput: (listener: () => void) => void;
  /** Calls back when the page is hidden or unloaded: the last moment to send anything. */
  onLeave: (listener: () => void) => void;
  /** Lets the browser paint and answer input between the library's costly steps. */
  yieldToMain?: () => Promise<void>;
  /** The page's redacted address, referrer and campaign values, stamped on each event. */
  pageContext: () => Properties;
  /** The anonymous identity the library shares: read from its cookie or created there. */
  identity: () => Identity;
  /** Hands redacted events to the browser by beacon; true only when it accepted them. */
  sendBeacon: (events: IngestionEvent[]) => boolean;
  /** Sends a visitor's request as its own record and reports whether the provider has it. */
  sendRequest: (request: VisitorRequest) => Promise<Delivery>;
  /** Run after the library has started, for visitors who agreed (web vitals). */
  onReady?: (client: AnalyticsClient) => void;
  /** Shows the consent bar again. */
  openPrivacyChoices?: () => void;
  pendingCallsLimit?: number;
  createInsertId?: () => string;
  now?: () => number;
};

/** An event as the visitor made it: its id and time stay the same however it is sent. */
type Stamped = { name: string; properties: Properties; route: string };

/**
 * waiting: not fetched; loading: fetched on input, not yet started; ready: running; off: it
 * failed, events go by the site's own sender; stopped: the visitor declined, nothing goes.
 */
type Status = "waiting" | "loading" | "ready" | "off" | "stopped";

const NON_PERSISTENT = { persistent: false };
const BEACON = { transport: "sendBeacon" as const, send_immediately: true };

const logError = (message: string, error: unknown) => console.error(message, error);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const createMixpanelClient = ({
  token,
  consent: initialConsent,
  environment,
  load,
  whenIdle,
  onFirstInput,
  onLeave,
  yieldToMain = nextTask,
  pageContext,
  identity,
  sendBeacon,
  sendRequest,
  onReady,
  openPrivacyChoices = () => undefined,
  pendingCallsLimit = PENDING_CALLS_LIMIT,
  createInsertId = randomId,
  now = Date.now,
}: MixpanelClientOptions): BrowserAnalytics => {
  let consent = initialConsent;
  let status: Status = "waiting";
  let started = false;
  let library: MixpanelApi | undefined;
  let lastPagePath: string | undefined;
  let currentRoute = "/";
  const granted = () => consent === "granted";
  /** Calls for the library, in order, until it is ready; events among them can go another way. */
  const pending = createCallQueue<MixpanelApi, Stamped>(pendingCallsLimit);
  /** Analytics calls made before the visitor answered: kept in memory only. */
  const awaitingConsent = createCallQueue<null>(pendingCallsLimit);

  const stamp = ({ name, properties }: AnalyticsEvent): Stamped => ({
    name,
    properties: {
      ...pageContext(),
      ...truncateProperties(properties),
      $insert_id: createInsertId(),
      time: toMixpanelTime(now()),
    },
    route: currentRoute,
  });

  const guarded =
    (message: string, action: (mixpanel: MixpanelApi) => void) => (mixpanel: MixpanelApi) => {
      try {
        action(mixpanel);
      } catch (error) {
        logError(message, error);
      }
    };

  /** Sends events by the site's own sender; false when the browser refused them. */
  const beacon = (events: Stamped[]): boolean => {
    if (events.length === 0) return true;
    try {
      const visitor = identity();
      return sendBeacon(
        events.map(({ name, properties, route }) =>
          ingestionEvent({
            name,
            properties: { ...superProperties(environment, route), ...properties },
            token,
            identity: visitor,
            insertId: String(properties.$insert_id),
            time: Number(properties.time) * 1000,
          }),
        ),
      );
    } catch (error) {
      logError(ERROR_MESSAGES.track, error);
      return false;
    }
  };

  /** Sends the events that wait for the library another way; they stay queued if refused. */
  const sendWaiting = () => {
    if (!granted()) return;
    const waiting = pending.take((call) => call.payload !== undefined);
    if (!beacon(waiting.map(({ payload }) => payload as Stamped))) pending.restore(waiting);
  };

  /**
   * Runs a call on the library, or queues it while the library may still come. An event is
   * queued whatever the library's state, for the library or the next beacon (`sendWaiting`).
   */
  const run = (message: string, action: (mixpanel: MixpanelApi) => void, payload?: Stamped) => {
    const call = guarded(message, action);
    if (status === "ready" && library) call(library);
    else if (status === "waiting" || status === "loading" || payload)
      pending.push({ run: call, drop: () => undefined, payload });
  };

  /**
   * An event goes to the library when it runs, by beacon when it cannot or must not wait; one the
   * browser refused waits for the library, or for the beacon sent as the page is hidden.
   */
  const send = (event: Stamped, message: string, options: TrackOptions = {}) => {
    if (!granted()) return;
    const noLibrary = status === "off" || status === "stopped";
    if ((noLibrary || (options.beacon && status !== "ready")) && beacon([event])) return;
    run(
      message,
      (mixpanel) =>
        mixpanel.track(event.name, event.properties, options.beacon ? BEACON : undefined),
      event,
    );
  };

  /** Holds an analytics call until the visitor answers; drops it if they declined. */
  const whenConsented = (call: () => void) => {
    if (consent === "granted") call();
    else if (consent === "pending") awaitingConsent.push({ run: call, drop: () => undefined });
  };

  /** A decline: what waits is dropped, and a library that was fetched is stopped for good. */
  const stopLibrary = () => {
    pending.dropAll();
    if (status === "waiting" || status === "off") return;
    status = "stopped";
    const mixpanel = library;
    library = undefined;
    if (!mixpanel) return;
    guarded(ERROR_MESSAGES.track, (running) => {
      running.disable();
      // Stops the batch senders and the session recorder (whose last upload it refuses) and
      // removes the library's cookie.
      running.opt_out_tracking({ delete_user: false });
    })(mixpanel);
  };

  const becomeReady = ({ mixpanel, afterStart }: LoadedMixpanel) => {
    library = mixpanel;
    status = "ready";
    pending.flush(mixpanel);
    afterStart?.();
    if (onReady) {
      const callback = onReady;
      onReady = undefined;
      try {
        callback(client);
      } catch (error) {
        logError(ERROR_MESSAGES.track, error);
      }
    }
  };

  const turnOff = (error: unknown) => {
    status = "off";
    logError(MIXPANEL_ERROR_MESSAGES.initFailed, error);
    sendWaiting();
  };

  /** Fetches and starts the library in steps, checking the visitor's choice again before each. */
  const startLibrary = async () => {
    const loaded = await load(granted);
    await yieldToMain();
    if (!granted()) return stopLibrary();
    const { mixpanel, config } = loaded;
    mixpanel.init(token, config);
    await yieldToMain();
    if (!granted()) {
      library = mixpanel;
      return stopLibrary();
    }
    mixpanel.register(superProperties(environment, currentRoute), NON_PERSISTENT);
    return becomeReady(loaded);
  };

  const loadNow = () => {
    if (status !== "waiting" || !granted()) return;
    status = "loading";
    startLibrary().catch(turnOff);
  };

  onLeave(() => {
    if (status !== "ready") sendWaiting();
  });

  const client: BrowserAnalytics = {
    sendsRequests: true,

    start: () => {
      if (started) return;
      started = true;
      whenIdle().then(sendWaiting);
      onFirstInput(loadNow);
    },

    setConsent: (agreed) => {
      if (consent === (agreed ? "granted" : "denied")) return;
      consent = agreed ? "granted" : "denied";
      if (agreed) {
        awaitingConsent.flush(null);
        // The answer was the visitor's input.
        if (started) loadNow();
      } else {
        awaitingConsent.dropAll();
        stopLibrary();
      }
    },

    openPrivacyChoices,

    track: (event, options) => {
      const stamped = stamp(event);
      whenConsented(() => send(stamped, ERROR_MESSAGES.track, options));
    },

    request: ({ name, properties }, { eventId, onDelivery }) => {
      sendRequest({ name, properties, token, insertId: eventId.insertId, time: eventId.time }).then(
        onDelivery,
        () => onDelivery("not-sent"),
      );
    },

    pageView: (path) => {
      if (path === lastPagePath) return;
      lastPagePath = path;
      currentRoute = routeOf(path);
      const route = routeProperty(currentRoute);
      const event = stamp(pageViewed(path));
      // A session recorder sends addresses as they are: it stops before one that needs redacting.
      const secretAddress = redactUrl(path) !== path;
      whenConsented(() => {
        run(ERROR_MESSAGES.pageView, (mixpanel) => {
          if (secretAddress) mixpanel.stop_session_recording();
          mixpanel.register(route, NON_PERSISTENT);
        });
        send(event, ERROR_MESSAGES.pageView);
      });
    },

    identify: (id) => {
      whenConsented(() => run(ERROR_MESSAGES.identify, (mixpanel) => mixpanel.identify(id)));
    },

    reset: () => {
      whenConsented(() => run(MIXPANEL_ERROR_MESSAGES.reset, (mixpanel) => mixpanel.reset()));
    },

    setUserProperty: (properties) => {
      whenConsented(() =>
        run(ERROR_MESSAGES.setUserProperty, (mixpanel) => mixpanel.people.set(properties)),
      );
    },

    setUserPropertyOnce: (properties) => {
      whenConsented(() =>
        run(ERROR_MESSAGES.setUserProperty, (mixpanel) => mixpanel.people.set_once(properties)),
      );
    },
  };

  return client;
};

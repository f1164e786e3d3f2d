import type { AnalyticsClient, TrackOptions } from "../client";
import { createCallQueue } from "../call-queue";
import type { Consent } from "../consent/consent";
import {
  DELIVERY_TIMEOUT_MS,
  ERROR_MESSAGES,
  PENDING_CALLS_LIMIT,
  REQUEST_LOAD_TIMEOUT_MS,
} from "../constants";
import { settleOnce, type AwaitedDelivery } from "../delivery";
import { pageViewed, type AnalyticsEvent, type Properties } from "../events";
import { redactProperties } from "../redact";
import { MIXPANEL_ERROR_MESSAGES } from "./constants";
import { deliveryOf } from "./delivery";
import {
  ingestionEvent,
  randomId,
  toMixpanelTime,
  type Identity,
  type IngestionEvent,
} from "./ingestion";
import { truncateProperties } from "./properties";
import type { LoadedMixpanel } from "./load";
import type { MixpanelApi } from "./types";
import { routeOf } from "../route";
import { routeProperty, superProperties, type Environment } from "../super-properties";

export type BrowserAnalytics = AnalyticsClient & {
  /** Fetches the library once the page is idle (not before the visitor agreed, where asked). */
  start: () => void;
  /** The visitor's answer: what waited for it is sent on agree and dropped on decline. */
  setConsent: (granted: boolean) => void;
};

export type MixpanelClientOptions = {
  token: string;
  consent: Consent;
  environment: Environment;
  /** Fetches the library and the settings to start it with; `persistent` only with consent. */
  load: (persistent: boolean) => Promise<LoadedMixpanel>;
  whenIdle: () => Promise<void>;
  /** Started once the library is ready, for visitors who agreed to analytics. */
  onReady?: (client: AnalyticsClient) => void;
  /** Shows the consent bar again. */
  openPrivacyChoices?: () => void;
  pendingCallsLimit?: number;
  deliveryTimeoutMs?: number;
  requestLoadTimeoutMs?: number;
  createInsertId?: () => string;
  now?: () => number;
  /** Calls back when the page is hidden or unloaded: the last moment to send anything. */
  onLeave?: (listener: () => void) => void;
  /** The anonymous identity for events sent before the library loads; stored only if persistent. */
  identity?: (persistent: boolean) => Identity;
  /** True only when the browser accepted the events for sending. */
  sendBeacon?: (events: IngestionEvent[]) => boolean;
};

/** An event as the visitor made it: its id and time stay the same however it is sent. */
type Stamped = { name: string; properties: Properties; route: string };

type Status = "waiting" | "loading" | "ready" | "off";

const NON_PERSISTENT = { persistent: false };
const BEACON = { transport: "sendBeacon" as const, send_immediately: true };

const requestOptions = ({ beacon, immediate }: TrackOptions) => {
  if (beacon) return BEACON;
  if (immediate) return { send_immediately: true };
  return {};
};

const registerRouteOf = (route: string) => (mixpanel: MixpanelApi) =>
  mixpanel.register(routeProperty(route), NON_PERSISTENT);

const logError = (message: string, error: unknown) => console.error(message, error);

export const createMixpanelClient = ({
  token,
  consent: initialConsent,
  environment,
  load,
  whenIdle,
  onReady,
  openPrivacyChoices = () => undefined,
  pendingCallsLimit = PENDING_CALLS_LIMIT,
  deliveryTimeoutMs = DELIVERY_TIMEOUT_MS,
  requestLoadTimeoutMs = REQUEST_LOAD_TIMEOUT_MS,
  createInsertId = randomId,
  now = Date.now,
  onLeave,
  identity,
  sendBeacon,
}: MixpanelClientOptions): BrowserAnalytics => {
  let consent = initialConsent;
  let status: Status = "waiting";
  let started = false;
  let library: MixpanelApi | undefined;
  let loadedPersistent = false;
  let lastPagePath: string | undefined;
  let currentRoute = "/";
  const granted = () => consent === "granted";
  /** Calls for the library, in order, until it is ready. */
  const pending = createCallQueue<MixpanelApi, Stamped>(pendingCallsLimit);
  /** Analytics calls made before the visitor answered: kept in memory only. */
  const awaitingConsent = createCallQueue<null>(pendingCallsLimit);
  /** Sent but not confirmed: resent by beacon, with the same ids, if the page goes. */
  const unconfirmed = new Set<Stamped>();

  const stamp = (
    { name, properties }: AnalyticsEvent,
    { eventId, requestedByVisitor }: TrackOptions = {},
  ): Stamped => ({
    name,
    properties: {
      // The visitor's own request carries what they typed; nothing else may carry an email.
      ...truncateProperties(requestedByVisitor ? properties : redactProperties(properties)),
      $insert_id: eventId?.insertId ?? createInsertId(),
      time: toMixpanelTime(eventId?.time ?? now()),
    },
    route: currentRoute,
  });

  const guarded =
    (message: string, action: (mixpanel: MixpanelApi) => void, onFailure?: () => void) =>
    (mixpanel: MixpanelApi) => {
      try {
        action(mixpanel);
      } catch (error) {
        logError(message, error);
        onFailure?.();
      }
    };

  const run = (
    message: string,
    action: (mixpanel: MixpanelApi) => void,
    onFailure = () => {},
    payload?: Stamped,
  ) => {
    const call = guarded(message, action, onFailure);
    if (status === "off") onFailure();
    else if (status === "ready" && library) call(library);
    else pending.push({ run: call, drop: onFailure, payload });
  };

  /** Holds an analytics call until the visitor answers; drops it if they declined. */
  const whenConsented = (call: () => void, drop: () => void = () => undefined) => {
    if (consent === "granted") call();
    else if (consent === "pending") awaitingConsent.push({ run: call, drop });
    else drop();
  };

  const beaconFromLibrary = (mixpanel: MixpanelApi, event: Stamped) =>
    guarded(ERROR_MESSAGES.track, () =>
      mixpanel.track(event.name, event.properties, BEACON, (response) => {
        if (deliveryOf(response) === "sent") unconfirmed.delete(event);
      }),
    )(mixpanel);

  const leave = () => {
    if (status === "ready" && library) {
      const mixpanel = library;
      [...unconfirmed].forEach((event) => beaconFromLibrary(mixpanel, event));
      return;
    }
    if (!identity || !sendBeacon) return;
    const waiting = pending.take((call) => call.payload !== undefined);
    if (waiting.length === 0) return;
    try {
      const visitor = identity(granted());
      const events = waiting.map(({ payload }) => payload as Stamped);
      const accepted = sendBeacon(
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
      if (!accepted) pending.restore(waiting);
    } catch (error) {
      pending.restore(waiting);
      logError(ERROR_MESSAGES.track, error);
    }
  };
  onLeave?.(leave);

  const initialise = ({ mixpanel, config }: LoadedMixpanel): MixpanelApi => {
    mixpanel.init(token, config);
    mixpanel.register(superProperties(environment, currentRoute), NON_PERSISTENT);
    return mixpanel;
  };

  const runOnReady = () => {
    if (!onReady || !granted() || status !== "ready") return;
    const callback = onReady;
    onReady = undefined;
    try {
      callback(client);
    } catch (error) {
      logError(ERROR_MESSAGES.track, error);
    }
  };

  const becomeReady = (mixpanel: MixpanelApi) => {
    library = mixpanel;
    status = "ready";
    pending.flush(mixpanel);
    runOnReady();
  };

  const turnOff = (error: unknown) => {
    status = "off";
    library = undefined;
    logError(MIXPANEL_ERROR_MESSAGES.initFailed, error);
    pending.dropAll();
  };

  const loadNow = () => {
    if (status !== "waiting") return;
    status = "loading";
    loadedPersistent = granted();
    load(loadedPersistent).then(initialise).then(becomeReady, turnOff);
  };

  const send = (
    mixpanel: MixpanelApi,
    event: Stamped,
    options: TrackOptions,
    settle: AwaitedDelivery,
  ) => {
    const awaitsAnswer = Boolean(options.immediate) && !options.beacon;
    if (awaitsAnswer) unconfirmed.add(event);
    settle.leaving();
    options.onLeaving?.();
    mixpanel.track(event.name, event.properties, requestOptions(options), (response) => {
      const delivery = deliveryOf(response);
      // Never handed to the library's stored retry queue: an unconfirmed request stays in
      // memory, goes by beacon if the page closes, and the visitor is offered the email route.
      if (delivery === "sent") unconfirmed.delete(event);
      settle(delivery);
    });
  };

  /** The visitor's own request: sent whatever their consent, and withdrawn if it cannot leave. */
  const trackRequest = (event: AnalyticsEvent, options: TrackOptions, settle: AwaitedDelivery) => {
    const stamped = stamp(event, options);
    let left = false;
    const withdraw = setTimeout(() => {
      if (left) return;
      const taken = pending.take((call) => call.payload === stamped);
      if (taken.length > 0) settle("not-sent");
    }, requestLoadTimeoutMs);
    run(
      ERROR_MESSAGES.track,
      (mixpanel) => {
        left = true;
        clearTimeout(withdraw);
        send(mixpanel, stamped, options, settle);
      },
      () => {
        clearTimeout(withdraw);
        settle("not-sent");
      },
      stamped,
    );
    loadNow();
  };

  const client: BrowserAnalytics = {
    sendsRequests: true,
    start: () => {
      started = true;
      if (!granted() || status !== "waiting") return;
      whenIdle().then(loadNow);
    },

    setConsent: (agreed) => {
      if (consent === (agreed ? "granted" : "denied")) return;
      consent = agreed ? "granted" : "denied";
      if (agreed) {
        awaitingConsent.flush(null);
        if (started) whenIdle().then(loadNow);
        runOnReady();
      } else {
        awaitingConsent.dropAll();
        if (library && loadedPersistent) {
          guarded(ERROR_MESSAGES.track, (mixpanel) =>
            mixpanel.set_config({
              disable_persistence: true,
              batch_requests: false,
              autocapture: false,
              record_sessions_percent: 0,
            }),
          )(library);
        }
      }
    },

    openPrivacyChoices,

    track: (event, options = {}) => {
      const settle = settleOnce(options.onDelivery, deliveryTimeoutMs);
      if (options.requestedByVisitor) {
        trackRequest(event, options, settle);
        return;
      }
      const notSent = () => settle("not-sent");
      const stamped = stamp(event, options);
      whenConsented(() => {
        run(
          ERROR_MESSAGES.track,
          (mixpanel) => send(mixpanel, stamped, options, settle),
          notSent,
          stamped,
        );
        if (options.immediate) loadNow();
      }, notSent);
    },

    pageView: (path) => {
      if (path === lastPagePath) return;
      lastPagePath = path;
      currentRoute = routeOf(path);
      const registerRoute = registerRouteOf(currentRoute);
      // Kept for a later deletion request whatever the consent.
      if (library && !granted()) guarded(ERROR_MESSAGES.pageView, registerRoute)(library);
      const event = stamp(pageViewed(path));
      whenConsented(() =>
        run(
          ERROR_MESSAGES.pageView,
          (mixpanel) => {
            registerRoute(mixpanel);
            mixpanel.track(event.name, event.properties);
          },
          undefined,
          event,
        ),
      );
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

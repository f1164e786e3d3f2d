import type { AnalyticsClient, TrackOptions } from "../client";
import { createCallQueue } from "../call-queue";
import { DELIVERY_TIMEOUT_MS, ERROR_MESSAGES, PENDING_CALLS_LIMIT } from "../constants";
import { settleOnce, type Settle } from "../delivery";
import { pageViewed, type AnalyticsEvent, type Properties } from "../events";
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
  /** Fetches the library once the page is idle (not at all for visitors who opted out). */
  start: () => void;
};

export type MixpanelClientOptions = {
  token: string;
  optedOut: boolean;
  environment: Environment;
  /** Fetches the library and the settings to start it with. */
  load: () => Promise<LoadedMixpanel>;
  whenIdle: () => Promise<void>;
  /** Started once the library is ready, for visitors who did not opt out. */
  onReady?: (client: AnalyticsClient) => void;
  pendingCallsLimit?: number;
  deliveryTimeoutMs?: number;
  createInsertId?: () => string;
  now?: () => number;
  /** Calls back when the page is hidden or unloaded: the last moment to send anything. */
  onLeave?: (listener: () => void) => void;
  /** The anonymous identity the library will adopt, for events sent before it loads. */
  identity?: () => Identity;
  sendBeacon?: (events: IngestionEvent[]) => boolean;
};

/** An event as the visitor made it: its id and time stay the same however it is sent. */
type Stamped = { name: string; properties: Properties; route: string };

type Status = "waiting" | "loading" | "ready" | "off";

const NON_PERSISTENT = { persistent: false };

const requestOptions = ({ beacon, immediate }: TrackOptions) => {
  if (beacon) return { transport: "sendBeacon" as const, send_immediately: true };
  if (immediate) return { send_immediately: true };
  return {};
};

const registerRouteOf = (route: string) => (mixpanel: MixpanelApi) =>
  mixpanel.register(routeProperty(route), NON_PERSISTENT);

const logError = (message: string, error: unknown) => console.error(message, error);

export const createMixpanelClient = ({
  token,
  optedOut,
  environment,
  load,
  whenIdle,
  onReady,
  pendingCallsLimit = PENDING_CALLS_LIMIT,
  deliveryTimeoutMs = DELIVERY_TIMEOUT_MS,
  createInsertId = randomId,
  now = Date.now,
  onLeave,
  identity,
  sendBeacon,
}: MixpanelClientOptions): BrowserAnalytics => {
  let status: Status = "waiting";
  let library: MixpanelApi | undefined;
  let lastPagePath: string | undefined;
  let currentRoute = "/";
  const pending = createCallQueue<MixpanelApi, Stamped>(pendingCallsLimit);
  /** Sent by XHR and not yet answered: resent by beacon, with the same ids, if the page goes. */
  const unanswered = new Set<Stamped>();

  const stamp = ({ name, properties }: AnalyticsEvent): Stamped => ({
    name,
    properties: {
      ...truncateProperties(properties),
      $insert_id: createInsertId(),
      time: toMixpanelTime(now()),
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

  const leave = () => {
    if (status === "ready" && library) {
      const mixpanel = library;
      unanswered.forEach((event) => {
        guarded(ERROR_MESSAGES.track, () =>
          mixpanel.track(event.name, event.properties, {
            transport: "sendBeacon",
            send_immediately: true,
          }),
        )(mixpanel);
      });
      unanswered.clear();
      return;
    }
    if (!identity || !sendBeacon) return;
    const waiting = pending.take((call) => call.payload !== undefined);
    if (waiting.length === 0) return;
    try {
      const visitor = identity();
      const events = waiting.map(({ payload }) => payload as Stamped);
      sendBeacon(
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
    }
  };
  onLeave?.(leave);

  const initialise = ({ mixpanel, config }: LoadedMixpanel): MixpanelApi => {
    mixpanel.init(token, config);
    mixpanel.register(superProperties(environment, currentRoute), NON_PERSISTENT);
    return mixpanel;
  };

  const becomeReady = (mixpanel: MixpanelApi) => {
    library = mixpanel;
    status = "ready";
    pending.flush(mixpanel);
    if (optedOut || !onReady) return;
    try {
      onReady(client);
    } catch (error) {
      logError(ERROR_MESSAGES.track, error);
    }
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
    load().then(initialise).then(becomeReady, turnOff);
  };

  const send = (mixpanel: MixpanelApi, event: Stamped, options: TrackOptions, settle: Settle) => {
    const awaitsAnswer = Boolean(options.immediate) && !options.beacon;
    if (awaitsAnswer) unanswered.add(event);
    mixpanel.track(event.name, event.properties, requestOptions(options), (response) => {
      unanswered.delete(event);
      const delivery = deliveryOf(response);
      settle(delivery);
      // Hand a failed urgent event to the batch queue, which retries with backoff;
      // the shared $insert_id lets Mixpanel drop the copy if the first one did land.
      if (delivery === "not-sent" && options.immediate && !optedOut) {
        guarded(ERROR_MESSAGES.track, () => mixpanel.track(event.name, event.properties))(mixpanel);
      }
    });
  };

  const client: BrowserAnalytics = {
    sendsRequests: true,
    start: () => {
      if (optedOut || status !== "waiting") return;
      whenIdle().then(loadNow);
    },

    track: (event, options = {}) => {
      const settle = settleOnce(options.onDelivery, deliveryTimeoutMs);
      const notSent = () => settle("not-sent");
      if (optedOut && !options.requestedByVisitor) return notSent();
      const stamped = stamp(event);
      run(
        ERROR_MESSAGES.track,
        (mixpanel) => send(mixpanel, stamped, options, settle),
        notSent,
        stamped,
      );
      if (options.immediate || options.requestedByVisitor) loadNow();
    },

    pageView: (path) => {
      if (path === lastPagePath) return;
      lastPagePath = path;
      currentRoute = routeOf(path);
      const registerRoute = registerRouteOf(currentRoute);
      // Without consent the route is only kept for a later deletion request.
      if (optedOut) {
        if (library) guarded(ERROR_MESSAGES.pageView, registerRoute)(library);
        return;
      }
      const event = stamp(pageViewed(path));
      run(
        ERROR_MESSAGES.pageView,
        (mixpanel) => {
          registerRoute(mixpanel);
          mixpanel.track(event.name, event.properties);
        },
        undefined,
        event,
      );
    },

    identify: (id) => {
      if (!optedOut) run(ERROR_MESSAGES.identify, (mixpanel) => mixpanel.identify(id));
    },

    reset: () => {
      if (!optedOut) run(MIXPANEL_ERROR_MESSAGES.reset, (mixpanel) => mixpanel.reset());
    },

    setUserProperty: (properties) => {
      if (!optedOut) {
        run(ERROR_MESSAGES.setUserProperty, (mixpanel) => mixpanel.people.set(properties));
      }
    },

    setUserPropertyOnce: (properties) => {
      if (!optedOut) {
        run(ERROR_MESSAGES.setUserProperty, (mixpanel) => mixpanel.people.set_once(properties));
      }
    },
  };

  return client;
};

import type { Delivery } from "../client";
import { MIXPANEL_API_HOST } from "./constants";
import { deliveryOf } from "./delivery";
import {
  encodeEvents,
  toMixpanelTime,
  trackUrl,
  type EventToIngest,
  type IngestionEvent,
} from "./ingestion";
import { truncateProperties } from "./properties";

// Carried by the page whose form takes the request (../requests.ts); no other page's load has it.

export type VisitorRequest = Omit<EventToIngest, "identity">;

/**
 * A request the visitor makes (a deletion request) as its own record: under an identifier of its
 * own, never the visitor's analytics identity, with what they asked and the request's id and time.
 */
export const requestEvent = ({
  name,
  properties,
  token,
  insertId,
  time,
}: VisitorRequest): IngestionEvent => ({
  event: name,
  properties: {
    ...truncateProperties(properties),
    token,
    distinct_id: `request:${insertId}`,
    $insert_id: insertId,
    time: toMixpanelTime(time),
  },
});

/**
 * Sends events and reports whether the provider confirmed them. `keepalive` lets the request
 * finish if the page is hidden or closed meanwhile; no cookie goes with it.
 */
export const sendByFetch = async (
  events: IngestionEvent[],
  fetcher: typeof fetch,
  apiHost: string = MIXPANEL_API_HOST,
): Promise<Delivery> => {
  try {
    const response = await fetcher(trackUrl(apiHost, false), {
      method: "POST",
      body: encodeEvents(events),
      keepalive: true,
      credentials: "omit",
    });
    return response.ok ? deliveryOf(Number(await response.text())) : "not-sent";
  } catch {
    return "not-sent";
  }
};

export type VisitorRequestSender = (
  request: VisitorRequest,
  fetcher: typeof fetch,
  apiHost: string,
) => Promise<Delivery>;

/** Sends the visitor's request as its own record and reports whether the provider has it. */
export const sendVisitorRequest: VisitorRequestSender = (request, fetcher, apiHost) =>
  sendByFetch([requestEvent(request)], fetcher, apiHost);

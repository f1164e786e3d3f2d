import type { AnalyticsEvent } from "../analytics/events";
import { redactPayload } from "../analytics/redact";
import {
  ingestionEvent,
  randomId,
  sendByBeacon,
  sharedIdentity,
} from "../analytics/mixpanel/ingestion";

/**
 * Sends one event straight to Mixpanel's ingestion API by beacon, redacted as every analytics
 * event is, as the visitor the library knows (or will know: the identity is stored where the
 * library looks for it).
 */
export const beaconSender =
  (win: Window, token: string, apiHost: string) =>
  ({ name, properties }: AnalyticsEvent): boolean =>
    sendByBeacon(
      redactPayload([
        ingestionEvent({
          name,
          properties,
          token,
          identity: sharedIdentity(token, {
            doc: win.document,
            secure: win.location.protocol === "https:",
          }),
          insertId: randomId(),
          time: Date.now(),
        }),
      ]),
      win.navigator,
      apiHost,
    );

import type { AsksForConsent } from "./consent";
import { CONSENT_TIME_ZONES } from "./time-zones";

/** `auto` asks visitors in the listed time zones; `always` asks everyone; `never` no one. */
export const asksForConsent: AsksForConsent = (mode, timeZone) =>
  mode === "always" ||
  (mode === "auto" && timeZone !== undefined && CONSENT_TIME_ZONES.has(timeZone));

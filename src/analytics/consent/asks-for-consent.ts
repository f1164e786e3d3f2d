import { isUnplacedTimeZone, type AsksForConsent } from "./consent";
import { CONSENT_TIME_ZONES } from "./time-zones";

/**
 * `auto` asks visitors in the listed time zones and those whose time zone places them nowhere
 * (none, UTC, `Etc/*`); `always` asks everyone; `never` no one.
 */
export const asksForConsent: AsksForConsent = (mode, timeZone) =>
  mode === "always" ||
  (mode === "auto" && (isUnplacedTimeZone(timeZone) || CONSENT_TIME_ZONES.has(timeZone!)));

import { isUnplacedTimeZone, type AsksForConsent } from "./consent";

/**
 * The regions the listed time zones (time-zones.ts) lie in: Europe, the Atlantic and Arctic
 * islands, and the few places overseas, by name. Every listed zone matches (a test holds it);
 * zones in Europe outside the EEA, the UK and Switzerland match too. A time zone that places the
 * visitor nowhere is asked by the exact rule, so it is here too.
 */
const CONSENT_REGIONS =
  /^(?:(?:Europe|Atlantic|Arctic)\/|(?:Eire|Poland|Portugal|Iceland|GB(?:-Eire)?|Asia\/(?:Nicosia|Famagusta)|Africa\/Ceuta|America\/(?:Guadeloupe|Martinique|Cayenne|Marigot)|Indian\/(?:Reunion|Mayotte))$)/;

/**
 * Whether a visitor may be asked, without the list of time zones: where this says no, the exact
 * rule (asks-for-consent.ts) says no too, so analytics may start at once. Where it says yes,
 * nothing is sent until the list, fetched with the consent bar once the page is idle, decides.
 */
export const mayAskForConsent: AsksForConsent = (mode, timeZone) =>
  mode === "always" ||
  (mode === "auto" && (isUnplacedTimeZone(timeZone) || CONSENT_REGIONS.test(timeZone!)));

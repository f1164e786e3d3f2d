import { PRIVACY_CHOICES_LABEL } from "./privacy-choices-label";

/** The bar's words, shared with the privacy policy. */
export const CONSENT_BAR_TEXT = {
  label: PRIVACY_CHOICES_LABEL,
  ask: "May we count your visit with Mixpanel analytics to improve this site? Nothing is recorded or stored for analytics unless you agree.",
  signal:
    "Your browser asks sites not to track you (Global Privacy Control or Do Not Track), so this site records no analytics. Requests you send us yourself, such as a deletion request, still reach us.",
  agree: "Allow analytics",
  decline: "Decline analytics",
  close: "Close",
  policy: "How we use analytics",
} as const;

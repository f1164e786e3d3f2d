import { CONSENT_PURPOSES, type ConsentPurpose } from "../../analytics/consent/consent";
import { PRIVACY_CHOICES_LABEL } from "./privacy-choices";

/** Each purpose as the bar and the policy name it. */
export const PURPOSE_TEXT: Record<ConsentPurpose, string> = {
  [CONSENT_PURPOSES.analytics]: "count your visit with Mixpanel analytics",
  [CONSENT_PURPOSES.sessionReplay]:
    "record how you move through the pages with Mixpanel session replay, with every text and input hidden",
};

/** The question, naming every purpose this build asks about. */
export const askText = (purposes: readonly ConsentPurpose[]) =>
  `May we ${purposes.map((purpose) => PURPOSE_TEXT[purpose]).join(", and ")}, to improve this site? ` +
  `Nothing is recorded or stored for ${purposes.length > 1 ? "either" : "analytics"} unless you agree.`;

/** The bar's words, shared with the privacy policy. */
export const CONSENT_BAR_TEXT = {
  label: PRIVACY_CHOICES_LABEL,
  signal:
    "Your browser asks sites not to track you (Global Privacy Control or Do Not Track), so this site records no analytics. Requests you send us yourself, such as a deletion request, still reach us.",
  agree: "Allow analytics",
  decline: "Decline analytics",
  close: "Close",
  policy: "How we use analytics",
} as const;

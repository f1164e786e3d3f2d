import type { ConsentMode } from "../../analytics/consent/consent";
import { CONSENT_BAR_TEXT } from "../consent-bar/consent-bar-text";

const HELD =
  "until you choose, this website sets no analytics cookie or storage and sends nothing to Mixpanel; what you do meanwhile stays in the page's memory, to be sent if you agree and discarded if you decline";

/** What the consent setting of this build means for a visitor, in the policy's words. */
export const consentSentence = (mode: ConsentMode): string => {
  const choices = `"${CONSENT_BAR_TEXT.label}" at the bottom of every page`;
  if (mode === "never") {
    return `Analytics counts your visit once a page has loaded, without asking first. You can turn it off at any time with ${choices}.`;
  }
  const where =
    mode === "always"
      ? "We ask you"
      : "If your browser's time zone is in the European Economic Area, the United Kingdom or Switzerland, or does not say where you are (such as UTC), we ask you";
  const elsewhere =
    mode === "auto" ? " Elsewhere analytics counts your visit once a page has loaded." : "";
  return `${where} before recording anything: ${HELD}.${elsewhere} You can change your answer at any time with ${choices}.`;
};

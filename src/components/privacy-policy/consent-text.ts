import type { ConsentMode } from "../../analytics/consent/consent";
import type { Texts } from "../../i18n/texts";
import { fill } from "../../i18n/words";

/** What the consent setting of this build means for a visitor, in the policy's words. */
export const consentSentence = (mode: ConsentMode, policy: Texts["policy"]): string => {
  const { consent } = policy.record;
  return fill(consent[mode], {
    held: consent.held,
    choices: fill(consent.choices, { privacyChoices: policy.quoted.privacyChoices }),
  });
};

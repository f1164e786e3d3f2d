import type { ConsentMode } from "../../analytics/consent/consent";
import type { LegalBasis } from "../../analytics/consent/legal-basis";

/** Where Mixpanel keeps a project's data, by the API host its events go to. */
export const PROVIDER_REGIONS: Record<string, { region: string; outsideEurope: boolean }> = {
  "api-js.mixpanel.com": { region: "the United States", outsideEurope: true },
  "api.mixpanel.com": { region: "the United States", outsideEurope: true },
  "api-eu.mixpanel.com": { region: "the European Union", outsideEurope: false },
  "api-in.mixpanel.com": { region: "India", outsideEurope: true },
};

export const providerRegion = (apiHost: string) =>
  PROVIDER_REGIONS[apiHost.replace(/^https:\/\//, "")];

/** Where the data is kept, and whether that is a transfer out of Europe. */
export const regionSentences = (apiHost: string): string[] => {
  const known = providerRegion(apiHost);
  if (!known) {
    return [
      "Mixpanel keeps the data in the region our project is set up in; write to us to learn which.",
    ];
  }
  const kept = `Mixpanel keeps the data in ${known.region}.`;
  return known.outsideEurope
    ? [
        kept,
        `If you are in the European Economic Area, the United Kingdom or Switzerland, this is a transfer of your data to ${known.region}. Mixpanel's data processing agreement with us covers it with the European Commission's standard contractual clauses.`,
      ]
    : [kept];
};

export const retentionSentence = (months: number | null): string =>
  months === null
    ? "Mixpanel keeps these events for as long as our project's data retention setting allows; you can ask us to delete yours at any time (see section 5)."
    : `Mixpanel keeps these events for ${months} months, our project's data retention setting, and then deletes them; you can ask us to delete yours sooner (see section 5).`;

const CONSENT = "your consent (Article 6(1)(a) of the GDPR), which you can withdraw at any time";
const INTERESTS =
  "our legitimate interest in understanding how the site is used so that we can improve it (Article 6(1)(f) of the GDPR), to which you can object at any time";

/** The legal basis of one purpose, as this build's consent mode applies it. */
export const legalBasisText = (basis: LegalBasis, mode: ConsentMode): string => {
  if (basis === "consent") return CONSENT;
  if (basis === "legitimate-interests" || mode === "never") return INTERESTS;
  if (mode === "always") return CONSENT;
  return `${CONSENT}, where we ask you for it; elsewhere ${INTERESTS}`;
};

/** A number of days as the policy states it. */
export const daysText = (days: number) => `${days} days`;

import type { ConsentMode } from "../../analytics/consent/consent";
import type { LegalBasis } from "../../analytics/consent/legal-basis";
import type { Language } from "../../i18n/languages";
import type { Texts } from "../../i18n/texts";
import { fill, plural } from "../../i18n/words";

type RecordTexts = Texts["policy"]["record"];
type Region = keyof RecordTexts["regions"];

/** Where Mixpanel keeps a project's data, by the API host its events go to. */
export const PROVIDER_REGIONS: Record<string, { region: Region; outsideEurope: boolean }> = {
  "api-js.mixpanel.com": { region: "unitedStates", outsideEurope: true },
  "api.mixpanel.com": { region: "unitedStates", outsideEurope: true },
  "api-eu.mixpanel.com": { region: "europeanUnion", outsideEurope: false },
  "api-in.mixpanel.com": { region: "india", outsideEurope: true },
};

export const providerRegion = (apiHost: string) =>
  PROVIDER_REGIONS[apiHost.replace(/^https:\/\//, "")];

/** Where the data is kept, and whether that is a transfer out of Europe. */
export const regionSentences = (apiHost: string, t: RecordTexts): string[] => {
  const known = providerRegion(apiHost);
  if (!known) return [t.unknownRegion];
  const region = t.regions[known.region];
  const kept = fill(t.kept, { region });
  return known.outsideEurope ? [kept, fill(t.transfer, { region })] : [kept];
};

export const retentionSentence = (
  months: number | null,
  t: RecordTexts,
  language: Language,
): string => (months === null ? t.retentionUnset : plural(t.retention, months, language));

/** The legal basis of one purpose, as this build's consent mode applies it. */
export const legalBasisText = (basis: LegalBasis, mode: ConsentMode, t: RecordTexts): string => {
  const { consent, interests } = t.basis;
  if (basis === "consent") return consent;
  if (basis === "legitimate-interests" || mode === "never") return interests;
  if (mode === "always") return consent;
  return fill(t.basis.whereAsked, { consent, interests });
};

/** A number of days as the policy states it. */
export const daysText = (days: number, t: RecordTexts, language: Language) =>
  plural(t.days, days, language);

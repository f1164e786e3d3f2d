import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const footer: Localized<EnglishTexts["footer"]> = {
  copyright: "© {year} {company}",
  nav: "Fußzeile",
  languages: "Sprache",
  appleTrademark: "Apple und das Apple-Logo sind Marken der Apple Inc.",
  googleTrademark: "Google Play und das Google Play-Logo sind Marken von Google LLC.",
};

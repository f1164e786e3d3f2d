import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const footer: Localized<EnglishTexts["footer"]> = {
  copyright: "© {year} {company}",
  nav: "Pie de página",
  languages: "Idioma",
  appleTrademark: "Apple y el logotipo de Apple son marcas comerciales de Apple Inc.",
  googleTrademark: "Google Play y el logotipo de Google Play son marcas de Google LLC.",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const topBar: Localized<EnglishTexts["topBar"]> = {
  nav: "Hauptmenü",
  getTheApp: "App holen",
  getTheAppShown: "App",
};

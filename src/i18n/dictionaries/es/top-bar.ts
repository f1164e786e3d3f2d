import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const topBar: Localized<EnglishTexts["topBar"]> = {
  nav: "Menú principal",
  getTheApp: "Descarga la app",
  getTheAppShown: "App",
};

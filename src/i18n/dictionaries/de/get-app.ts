import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const getApp: Localized<EnglishTexts["getApp"]> = {
  title: "Hol dir {productName} aufs Smartphone",
  description: "Lade {productName} für iPhone, iPad oder Android herunter.",
  lede: "{productName} gibt es im App Store für iPhone und iPad und bei Google Play für Android.",
  toAppStore: "Der App Store wird geöffnet … Falls nicht, tippe unten auf „Laden im App Store“.",
  toPlayStore: "Google Play wird geöffnet … Falls nicht, tippe unten auf „Jetzt bei Google Play“.",
  phoneExplanation:
    "Öffne diesen Link auf dem Smartphone, und er führt dich direkt in den richtigen Store: auf iPhone und iPad in den App Store, auf Android zu Google Play.",
};

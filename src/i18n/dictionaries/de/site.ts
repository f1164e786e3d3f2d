import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const site: Localized<EnglishTexts["site"]> = {
  tagline: "Rezepte mit deinen Zutaten",
  routes: {
    home: { navLabel: "Start" },
    contact: { title: "Kontakt", navLabel: "Kontakt" },
    dataDeletion: { title: "Antrag auf Datenlöschung", navLabel: "Datenlöschung beantragen" },
    privacyPolicy: { title: "Datenschutzerklärung", navLabel: "Datenschutz" },
  },
  notFound: {
    title: "Seite nicht gefunden",
    browseRecipes: "Rezepte entdecken",
  },
  descriptions: {
    home: "Koch mit dem, was du schon hast: Rezepte von Profiköchen, passend zu den Zutaten in deinem Kühlschrank und Vorratsschrank. Für iPhone und Android.",
    contact:
      "Fragen, Ideen oder Feedback zur App? Schreib unserem Team eine E-Mail – wir freuen uns, von dir zu hören.",
    dataDeletion:
      "Lass dein Konto und deine persönlichen Daten löschen. Wir bearbeiten deinen Antrag innerhalb von {days}\u00a0Tagen.",
    privacyPolicy:
      "Was die App erfasst, wozu, wie wir es schützen und welche Rechte du an deinen Daten hast.",
    notFound: "Die Seite, die du suchst, gibt es nicht.",
  },
  pageTitle: "{title} | {productName}",
  homeTitle: "{productName}: {tagline}",
  socialImageAlt: "{productName}: {tagline}",
};

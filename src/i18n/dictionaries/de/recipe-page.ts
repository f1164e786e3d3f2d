import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const recipePage: Localized<EnglishTexts["recipePage"]> = {
  by: "von {author}",
  photoAlt: "{name}, angerichtet und bereit zum Servieren",
  socialAlt: "{name}, serviert",
  summary: "{name} von {author}, ein Rezept von Profis in {productName}: {match}.",
  facts: {
    prep: "Vorbereitung",
    cook: "Kochen",
    total: "Gesamt",
    serves: "Portionen",
    ingredients: "Zutaten",
  },
  duration: {
    minutes: "{minutes}\u00a0Min.",
    hours: "{hours}\u00a0Std.",
    hoursMinutes: "{hours}\u00a0Std. {minutes}\u00a0Min.",
  },
  explainMatch: "{have} der {total} Zutaten hat fast jede Küche schon da.",
  matchNote:
    "{explain} In {productName} zählt der Abgleich, was wirklich in deinem Kühlschrank und Vorrat ist.",
  ingredientsHeading: "Zutaten",
  methodHeading: "Zubereitung",
  notOnTheSiteYet: "Zutaten und Zubereitung für dieses Rezept sind noch nicht auf der Website.",
  hadMark: " (hast du da)",
  moreRecipes: "Mehr Rezepte",
  previousRecipe: "Vorheriges Rezept",
  nextRecipe: "Nächstes Rezept",
  allRecipes: "Alle Rezepte",
};

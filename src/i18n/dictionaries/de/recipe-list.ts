import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const recipeList: Localized<EnglishTexts["recipeList"]> = {
  title: "Rezepte",
  titlePage: "Rezepte, Seite {page} von {pageCount}",
  description:
    "Alle Rezepte unserer Köchinnen und Köche. Verrat uns, was in deinem Kühlschrank ist, und sieh, was du damit kochen kannst.",
  descriptionPage: "Rezepte von Profis, Seite {page} von {pageCount}, alphabetisch sortiert.",
  recipesInEnglish: "Rezepte, die noch nicht übersetzt sind, zeigen wir auf Englisch.",
  listHeading: "Alle Rezepte",
  pagesLabel: "Seiten der Rezeptliste",
  previous: "← Zurück",
  next: "Weiter →",
  page: "Seite",
  by: "von {author}",
  cardLink: "{name} von {author}, {count}",
  ingredients: { one: "{count} Zutat", other: "{count} Zutaten" },
  /** Short enough for one line on a phone's card: "10/10 meist vorrätig". */
  kitchenMatch: "meist vorrätig",
  describeMatch: "{have} von {total} Zutaten hat fast jede Küche",
  youHave: "Du hast {have} von {total} Zutaten",
};

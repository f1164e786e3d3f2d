import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const recipeList: Localized<EnglishTexts["recipeList"]> = {
  title: "Recetas",
  titlePage: "Recetas, página {page} de {pageCount}",
  description:
    "Todas las recetas de nuestros chefs. Cuéntanos qué tienes en la nevera y descubre qué puedes cocinar.",
  descriptionPage: "Recetas de chef, página {page} de {pageCount}, por orden alfabético.",
  recipesInEnglish: "Las recetas que aún no están traducidas aparecen en inglés.",
  listHeading: "Todas las recetas",
  pagesLabel: "Páginas de la lista de recetas",
  previous: "← Anterior",
  next: "Siguiente →",
  page: "Página",
  by: "de {author}",
  cardLink: "{name}, de {author}, {count}",
  ingredients: { one: "{count} ingrediente", other: "{count} ingredientes" },
  /** Short enough for one line on a phone's card: "10/10 habituales en casa". */
  kitchenMatch: "habituales en casa",
  describeMatch: "{have} de {total} ingredientes que hay en casi todas las cocinas",
  youHave: "Tienes {have} de {total} ingredientes",
};

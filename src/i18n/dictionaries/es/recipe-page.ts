import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const recipePage: Localized<EnglishTexts["recipePage"]> = {
  by: "de {author}",
  photoAlt: "{name}, emplatado y listo para servir",
  socialAlt: "{name}, servido",
  summary: "{name}, de {author}, una receta de chef en {productName}: {match}.",
  facts: {
    prep: "Preparación",
    cook: "Cocción",
    total: "Total",
    serves: "Raciones",
    ingredients: "Ingredientes",
  },
  duration: {
    minutes: "{minutes}\u00a0min",
    hours: "{hours}\u00a0h",
    hoursMinutes: "{hours}\u00a0h {minutes}\u00a0min",
  },
  explainMatch: "{have} de los {total} ingredientes los tiene casi cualquier cocina.",
  matchNote:
    "{explain} En {productName}, la coincidencia cuenta lo que tienes de verdad en tu nevera y tu despensa.",
  ingredientsHeading: "Ingredientes",
  methodHeading: "Preparación",
  notOnTheSiteYet: "Los ingredientes y la preparación de esta receta aún no están en la web.",
  hadMark: " (lo tienes)",
  moreRecipes: "Más recetas",
  previousRecipe: "Receta anterior",
  nextRecipe: "Receta siguiente",
  allRecipes: "Todas las recetas",
};

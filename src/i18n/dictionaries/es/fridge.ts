import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const fridge: Localized<EnglishTexts["fridge"]> = {
  heading: "¿Qué tienes en la nevera?",
  intro: "Añade lo que tienes y descubre qué recetas puedes cocinar con ello.",
  inputLabel: "Añade un ingrediente",
  inputPlaceholder: "p.\u00a0ej., huevos, espinacas, feta",
  quickChoices: "Selección rápida",
  shelves: {
    produce: "Frutas y verduras",
    herbs: "Hierbas",
    dairy: "Lácteos y huevos",
    "meat-fish": "Carne y pescado",
    grains: "Pan, arroz y pasta",
    pantry: "Despensa",
    spices: "Especias",
    sauces: "Salsas",
    oils: "Aceites y vinagres",
    baking: "Repostería",
    other: "Otros",
  },
  staples: "Cuenta con sal, pimienta, aceite y agua",
  moreIngredients: "Más ingredientes",
  fewerIngredients: "Menos ingredientes",
  stageHint:
    "Aquí aparecerán los ingredientes que añadas y, debajo, las recetas que puedes cocinar.",
  chosen: "En tu nevera",
  clear: "Quitar todo",
  remove: "Quitar {name}",
  alreadyChosen: "ya en tu nevera",
  and: "y",
  or: "o",
  unknownWord: {
    closest: "Ningún ingrediente se llama «{word}». ¿Querías decir {names}?",
    none: "Ningún ingrediente se llama «{word}» ni tiene un nombre parecido.",
  },
  announce: {
    added: "Añadido: {names}.",
    already: "Ya está en tu nevera: {names}.",
    removed: "Quitado: {name}.",
    cleared: "Has quitado todos los ingredientes.",
  },
  resultsHeading: "Tus recetas",
  filterLabel: "Mostrar",
  filters: {
    any: "Con algo de lo mío",
    complete: "Lo tengo todo",
    almost: "Faltan {most} como mucho",
  },
  results: {
    any: {
      none: "Ninguna receta usa los ingredientes que has añadido.",
      one: "{count} receta usa al menos uno de tus ingredientes.",
      other: "{count} recetas usan al menos uno de tus ingredientes.",
    },
    complete: {
      none: "Todavía no tienes en la nevera todo lo que pide ninguna receta.",
      one: "Lo tienes todo para {count} receta.",
      other: "Lo tienes todo para {count} recetas.",
    },
    almost: {
      none: "Todavía no hay recetas a las que les falten {most} ingredientes o menos.",
      one: "A {count} receta le faltan como mucho {most} ingredientes.",
      other: "A {count} recetas les faltan como mucho {most} ingredientes.",
    },
  },
  missingNone: "Lo tienes todo",
  missing: "Falta: {names}",
  showMore: "Ver más",
  loading: "Cargando recetas…",
  loadFailed:
    "No se han podido cargar las recetas. Comprueba tu conexión y vuelve a cargar la página.",
  offerHeading: "{productName} lo hace con toda tu despensa",
  offerText:
    "Guarda tu despensa en {productName} y cada receta te mostrará lo que tienes, lo que falta y lo que va a la lista de la compra.",
};

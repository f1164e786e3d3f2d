import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const fridge: Localized<EnglishTexts["fridge"]> = {
  heading: "Was hast du im Kühlschrank?",
  intro: "Trag ein, was du da hast, und sieh, welche Rezepte du damit kochen kannst.",
  inputLabel: "Zutat hinzufügen",
  inputPlaceholder: "z.\u00a0B. Eier, Spinat, Feta",
  quickChoices: "Schnellauswahl",
  shelves: {
    produce: "Obst und Gemüse",
    herbs: "Kräuter",
    dairy: "Milchprodukte und Eier",
    "meat-fish": "Fleisch und Fisch",
    grains: "Brot, Reis und Nudeln",
    pantry: "Vorratsschrank",
    spices: "Gewürze",
    sauces: "Soßen",
    oils: "Öl und Essig",
    baking: "Backen",
    other: "Sonstiges",
  },
  staples: "Salz, Pfeffer, Öl und Wasser habe ich immer da",
  moreIngredients: "Mehr Zutaten",
  fewerIngredients: "Weniger Zutaten",
  stageHint: "Hier landen deine Zutaten – und darunter die Rezepte, die du damit kochen kannst.",
  chosen: "In deinem Kühlschrank",
  clear: "Alle entfernen",
  remove: "{name} entfernen",
  alreadyChosen: "schon im Kühlschrank",
  and: "und",
  or: "oder",
  unknownWord: {
    closest: "Keine Zutat heißt „{word}“. Meintest du {names}?",
    none: "Keine Zutat heißt „{word}“, und keine klingt ähnlich.",
  },
  announce: {
    added: "{names} hinzugefügt.",
    already: "Schon in deinem Kühlschrank: {names}.",
    removed: "{name} entfernt.",
    cleared: "Alle Zutaten entfernt.",
  },
  resultsHeading: "Deine Treffer",
  filterLabel: "Zeigen",
  filters: {
    any: "Mit meinen Zutaten",
    complete: "Alles da",
    almost: "Höchstens {most} fehlen",
  },
  results: {
    any: {
      none: "Noch kein Rezept verwendet eine deiner Zutaten.",
      one: "{count} Rezept verwendet mindestens eine deiner Zutaten.",
      other: "{count} Rezepte verwenden mindestens eine deiner Zutaten.",
    },
    complete: {
      none: "Für kein Rezept hast du schon alles im Kühlschrank.",
      one: "Für {count} Rezept hast du alles da.",
      other: "Für {count} Rezepte hast du alles da.",
    },
    almost: {
      none: "Noch fehlen dir bei jedem Rezept mehr als {most} Zutaten.",
      one: "Bei {count} Rezept fehlen dir höchstens {most} Zutaten.",
      other: "Bei {count} Rezepten fehlen dir höchstens {most} Zutaten.",
    },
  },
  missingNone: "Du hast alles da",
  missing: "Es fehlt: {names}",
  showMore: "Mehr anzeigen",
  loading: "Treffer werden geladen …",
  loadFailed:
    "Die Treffer konnten nicht geladen werden. Prüf deine Verbindung und lade die Seite neu.",
  offerHeading: "{productName} kann das mit deinem ganzen Vorrat",
  offerText:
    "Führ deinen Vorrat in {productName}, und jedes Rezept zeigt dir, was du hast, was fehlt und was auf die Einkaufsliste kommt.",
};

import { CLEAR_LABEL } from "../../../components/fridge-picker/panel-text";
import { FRIDGE_HEADING } from "../../../components/fridge-picker/picker-text";
import { CATEGORY_LABELS } from "../../../ingredients/vocabulary";

/** The fridge picker on the recipe list: its field, quick choices, results and offer. */
export const fridge = {
  heading: FRIDGE_HEADING,
  intro: "Add what you have and see which recipes you can cook with it.",
  inputLabel: "Add an ingredient",
  inputPlaceholder: "e.g. eggs, spinach, feta",
  quickChoices: "Quick choices",
  /** The shelves of the quick choices (the recipe editor shows the same words). */
  shelves: CATEGORY_LABELS,
  staples: "Count salt, pepper, oil and water as had",
  /** On a phone the quick choices show their first shelf; this button shows the rest. */
  moreIngredients: "More ingredients",
  fewerIngredients: "Fewer ingredients",
  /** Where the chosen ingredients will be; true whether or not there are any yet. */
  stageHint: "The ingredients you add show here, and below them the recipes you can cook.",
  chosen: "In your fridge",
  clear: CLEAR_LABEL,
  remove: "Remove {name}",
  /** Beside a suggestion the visitor already has. */
  alreadyChosen: "in your fridge",
  /** Joins the last two names of a list: "egg, feta and spinach"; "spinach or lime". */
  and: "and",
  or: "or",
  /** Under the field when no ingredient's name or synonym starts with the word typed. */
  unknownWord: {
    closest: "No ingredient is called “{word}”. Did you mean {names}?",
    none: "No ingredient is called “{word}”, and none has a name close to it.",
  },
  /** Said politely as the chosen ingredients change while the focus stays in the field. */
  announce: {
    added: "Added {names}.",
    already: "Already in your fridge: {names}.",
    removed: "Removed {name}.",
    cleared: "Cleared every ingredient.",
  },
  resultsHeading: "Your matches",
  filterLabel: "Show",
  filters: {
    any: "Uses any of mine",
    complete: "Everything I need",
    almost: "Missing at most {most}",
  },
  /**
   * What the results count, by filter: every result uses at least one ingredient the visitor
   * added. `none` for 0, then the language's plural forms; {most} is the looser filter's limit.
   */
  results: {
    any: {
      none: "No recipe uses an ingredient you added.",
      one: "{count} recipe uses at least one ingredient you added.",
      other: "{count} recipes use at least one ingredient you added.",
    },
    complete: {
      none: "No recipe has everything it needs in your fridge yet.",
      one: "You have everything for {count} recipe.",
      other: "You have everything for {count} recipes.",
    },
    almost: {
      none: "No recipe is {most} ingredients or fewer away from your fridge yet.",
      one: "{count} recipe needs at most {most} more ingredients.",
      other: "{count} recipes need at most {most} more ingredients.",
    },
  },
  missingNone: "You have everything",
  missing: "Missing: {names}",
  showMore: "Show more",
  loading: "Loading the matches…",
  loadFailed: "The matches could not be loaded. Check your connection and reload the page.",
  offerHeading: "{productName} does this with your whole pantry",
  offerText:
    "Keep your pantry in {productName} and every recipe shows what you have, what is missing and what goes on the grocery list.",
} as const;

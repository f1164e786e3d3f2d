// The combobox's and the results' words: apart from fridge-text.ts so they ship with the panel's code.

import { MISSING_AT_MOST } from "../../fridge/constants";
import type { FridgeFilter } from "../../fridge/match";

export const CHOSEN_LABEL = "In your fridge";
export const CLEAR_LABEL = "Clear all";
export const RESULTS_HEADING = "Your matches";
export const FILTER_LABEL = "Show";
export const SHOW_MORE = "Show more";

/** "spinach", "spinach or cinnamon", "spinach, shallot or lime". */
const eitherOf = (names: readonly string[]): string =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;

/**
 * Said, and shown under the field, when no ingredient's name or synonym starts with the word
 * typed: the closest names by spelling, which the list offers, or that there are none.
 */
export const unknownWord = (word: string, closest: readonly string[]): string =>
  closest.length > 0
    ? `No ingredient is called “${word}”. Did you mean ${eitherOf(closest)}?`
    : `No ingredient is called “${word}”, and none has a name close to it.`;

/**
 * What the results count, by filter: every result uses at least one ingredient the visitor added
 * (a recipe counted only by the staples switch is not a match).
 */
export const resultCount = (count: number, filter: FridgeFilter): string => {
  const recipes = count === 1 ? "1 recipe" : `${count} recipes`;
  switch (filter) {
    case "complete":
      return count === 0
        ? "No recipe has everything it needs in your fridge yet."
        : `You have everything for ${recipes}.`;
    case "almost":
      return count === 0
        ? `No recipe is ${MISSING_AT_MOST} ingredients or fewer away from your fridge yet.`
        : `${recipes} ${count === 1 ? "needs" : "need"} at most ${MISSING_AT_MOST} more ingredients.`;
    default:
      return count === 0
        ? "No recipe uses an ingredient you added."
        : `${recipes} ${count === 1 ? "uses" : "use"} at least one ingredient you added.`;
  }
};

export const removeLabel = (name: string): string => `Remove ${name}`;

/** Beside a suggestion the visitor already has. */
export const ALREADY_CHOSEN = "in your fridge";

// Said politely as the chosen ingredients change while the focus stays in the field.
export const addedMessage = (names: string): string => `Added ${names}.`;
export const alreadyMessage = (names: string): string => `Already in your fridge: ${names}.`;
export const removedMessage = (name: string): string => `Removed ${name}.`;
export const CLEARED_MESSAGE = "Cleared every ingredient.";

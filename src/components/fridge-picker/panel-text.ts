// The combobox's and the results' words: apart from fridge-text.ts so they ship with the panel's code.

export const CHOSEN_LABEL = "In your fridge";
export const CLEAR_LABEL = "Clear all";
export const RESULTS_HEADING = "Your matches";
export const FILTER_LABEL = "Show";
export const SHOW_MORE = "Show more";
export const NO_SUGGESTIONS = "No ingredient by that name";

export const resultCount = (count: number): string =>
  count === 0
    ? "No recipe matches; try fewer filters or more ingredients."
    : count === 1
      ? "1 recipe matches."
      : `${count} recipes match.`;

export const removeLabel = (name: string): string => `Remove ${name}`;

/** Beside a suggestion the visitor already has. */
export const ALREADY_CHOSEN = "in your fridge";

// Said politely as the chosen ingredients change while the focus stays in the field.
export const addedMessage = (names: string): string => `Added ${names}.`;
export const alreadyMessage = (names: string): string => `Already in your fridge: ${names}.`;
export const removedMessage = (name: string): string => `Removed ${name}.`;
export const CLEARED_MESSAGE = "Cleared every ingredient.";

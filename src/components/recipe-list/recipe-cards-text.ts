// The cards' words, apart from recipe-list-text.ts: only the code that draws the cards needs them.

export const LIST_HEADING = "Every recipe";
export const PAGES_LABEL = "Recipe list pages";

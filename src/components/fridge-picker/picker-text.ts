// The words of the picker's kept markup: apart from fridge-text.ts so the panel's code has none.

export const FRIDGE_HEADING = "What's in your fridge?";
export const FRIDGE_INTRO = "Add what you have and see which recipes you can cook with it.";
export const QUICK_CHOICES_LABEL = "Quick choices";
export const STAPLES_LABEL = "Count salt, pepper, oil and water as had";
/** On a phone the quick choices show their first shelf; this button shows the rest. */
export const MORE_INGREDIENTS = "More ingredients";
export const FEWER_INGREDIENTS = "Fewer ingredients";
/** Where the chosen ingredients will be; true whether or not there are any yet. */
export const STAGE_HINT =
  "The ingredients you add show here, and below them the recipes you can cook.";

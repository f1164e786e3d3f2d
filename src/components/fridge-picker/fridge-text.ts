export const FRIDGE_HEADING = "What's in your fridge?";
export const FRIDGE_INTRO = "Add what you have and see which recipes you can cook with it.";
export const INPUT_LABEL = "Add an ingredient";
export const INPUT_PLACEHOLDER = "e.g. eggs, spinach, feta";
export const QUICK_CHOICES_LABEL = "Quick choices";
export const STAPLES_LABEL = "Count salt, pepper, oil and water as had";
export const INPUT_ID = "fridge-ingredient";

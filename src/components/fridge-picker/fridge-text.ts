// The field's words, which the combobox shares; the rest of the picker's are in picker-text.ts.

export const INPUT_LABEL = "Add an ingredient";
export const INPUT_PLACEHOLDER = "e.g. eggs, spinach, feta";
export const INPUT_ID = "fridge-ingredient";

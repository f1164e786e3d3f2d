// The cooking tools' English words, which the spec and the tests quote; every language's are in
// the dictionary's cookTools section, which takes these.
import { fill } from "../../i18n/words";

export const TOOLS_LABEL = "Cooking tools";
/** The servings control's name, as recipe sites call it: "Serves" stands in the facts above. */
export const SCALE_LABEL = "Scale";
export const FEWER_SERVINGS = "Fewer servings";
export const MORE_SERVINGS = "More servings";
/** The names read for the quick choices beside the servings. */
export const SCALE_CHOICE_NAMES = {
  half: "Half the recipe",
  asWritten: "The recipe as written",
  double: "Double the recipe",
} as const;
/** The quick choices: [label shown, which name is read, factor]. */
export const SCALE_CHOICES = [
  ["×½", "half", 0.5],
  ["×1", "asWritten", 1],
  ["×2", "double", 2],
] as const;
export const SCALED_NOTE = "Scaled for {servings}; the recipe serves {original}.";
export const scaledNote = (servings: string, original: number, words: string = SCALED_NOTE) =>
  fill(words, { servings, original: String(original) });
export const KEEP_SCREEN_ON = "Keep screen on";
export const KEEP_SCREEN_ON_HINT = "While this page is open, for up to 2 hours.";
export const SCREEN_LOCK_REFUSED =
  "Your browser would not keep the screen on just now (a battery saver can stop it). The screen will dim as usual.";
export const SCREEN_LOCK_EXPIRED =
  "Keep screen on has switched itself off after 2 hours. Switch it on again if you are still cooking.";
export const PRINT = "Print";
export const CLEAR_TICKS = "Clear ticks";

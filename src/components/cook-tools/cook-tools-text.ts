export const TOOLS_LABEL = "Cooking tools";
/** The servings control's name, as recipe sites call it: "Serves" stands in the facts above. */
export const SCALE_LABEL = "Scale";
export const FEWER_SERVINGS = "Fewer servings";
export const MORE_SERVINGS = "More servings";
/** The quick choices beside the servings: [label shown, name read, factor]. */
export const SCALE_CHOICES = [
  ["×½", "Half the recipe", 0.5],
  ["×1", "The recipe as written", 1],
  ["×2", "Double the recipe", 2],
] as const;
export const scaledNote = (servings: string, original: number) =>
  `Scaled for ${servings}; the recipe serves ${original}.`;
export const KEEP_SCREEN_ON = "Keep screen on";
export const KEEP_SCREEN_ON_HINT = "While this page is open, for up to 2 hours.";
export const SCREEN_LOCK_REFUSED =
  "Your browser would not keep the screen on just now (a battery saver can stop it). The screen will dim as usual.";
export const SCREEN_LOCK_EXPIRED =
  "Keep screen on has switched itself off after 2 hours. Switch it on again if you are still cooking.";
export const PRINT = "Print";
export const CLEAR_TICKS = "Clear ticks";

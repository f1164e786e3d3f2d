import {
  CLEAR_TICKS,
  FEWER_SERVINGS,
  KEEP_SCREEN_ON,
  KEEP_SCREEN_ON_HINT,
  MORE_SERVINGS,
  PRINT,
  SCALE_CHOICE_NAMES,
  SCALE_LABEL,
  SCALED_NOTE,
  SCREEN_LOCK_EXPIRED,
  SCREEN_LOCK_REFUSED,
  TOOLS_LABEL,
} from "../../../components/cook-tools/cook-tools-text";

/** The cooking tools above a recipe's ingredients and method. */
export const cookTools = {
  toolsLabel: TOOLS_LABEL,
  /** The servings control's name, as recipe sites call it: "Serves" stands in the facts above. */
  scale: SCALE_LABEL,
  fewerServings: FEWER_SERVINGS,
  moreServings: MORE_SERVINGS,
  scaleChoices: SCALE_CHOICE_NAMES,
  scaledNote: SCALED_NOTE,
  keepScreenOn: KEEP_SCREEN_ON,
  keepScreenOnHint: KEEP_SCREEN_ON_HINT,
  screenLockRefused: SCREEN_LOCK_REFUSED,
  screenLockExpired: SCREEN_LOCK_EXPIRED,
  print: PRINT,
  clearTicks: CLEAR_TICKS,
} as const;

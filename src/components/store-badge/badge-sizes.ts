/** Apple's marketing guidelines: an App Store badge is never shown less than 40 px high. */
export const MIN_BADGE_HEIGHT_PX = 40;

/** The official artwork's proportions, which the badges keep at any height. */
export const BADGE_SIZES = {
  app_store: { width: 119.664, height: 40 },
  play_store: { width: 135, height: 40 },
} as const;

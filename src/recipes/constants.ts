/** Widest the card image is ever drawn, in CSS pixels. */
export const CARD_IMAGE_WIDTH = 288;
export const CARD_IMAGE_ASPECT_RATIO = 4 / 3;
/** Sources must cover a 2x screen at the widest card. */
export const MIN_SOURCE_WIDTH = CARD_IMAGE_WIDTH * 2;
export const MIN_SOURCE_HEIGHT = Math.ceil(MIN_SOURCE_WIDTH / CARD_IMAGE_ASPECT_RATIO);
/** At most this many recipes on the home page, chosen and ordered in data/showcase.json. */
export const SHOWCASE_SIZE = 24;
/** Recipes on each page of /recipes: three rows of four on a desktop screen. */
export const RECIPES_PER_PAGE = 12;

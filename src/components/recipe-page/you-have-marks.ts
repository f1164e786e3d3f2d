/** Marks the line of "You have 6 of 10 ingredients", which the recipe's text draws hidden. */
export const YOU_HAVE_ATTRIBUTE = "data-you-have";
/** Set once the line has something to say; until then the stylesheet keeps it out of view. */
export const SHOWN_ATTRIBUTE = "data-shown";

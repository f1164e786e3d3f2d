/** The privacy policy quotes the picker's English heading. */
export const FRIDGE_HEADING = "What's in your fridge?";

/** On a phone, the top bar's small store badges wait behind this button. */
export const GET_THE_APP = "Get the App";
/** The narrow bar shows only the last word of the button's name. */
export const GET_THE_APP_SHOWN = "App";

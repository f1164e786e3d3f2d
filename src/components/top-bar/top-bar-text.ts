/** On a phone, the top bar's small store badges wait behind this button. */
export const GET_THE_APP = "Get the App";
/** Its name is the whole phrase; the narrow bar shows only its last word. */
export const GET_THE_APP_SHOWN = "App";
export const GET_THE_APP_HIDDEN = GET_THE_APP.slice(0, -GET_THE_APP_SHOWN.length);

// What first-load code names of the bar, in a module of its own, so that the bar's words and code
// stay out of first load.

/** The element the bar is drawn in, after the page's own root. */
export const CONSENT_BAR_HOST_ID = "privacy-choices";

/**
 * The mark the server writes on the host where the first paint's script is to decide whether the
 * visitor is asked (first-paint.ts); the script takes it off once it has decided.
 */
export const CONSENT_BAR_UNDECIDED = "data-undecided";

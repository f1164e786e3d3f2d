export const topBar = {
  /** The name of the top bar's links, for screen readers. */
  nav: "Main",
  /** On a phone, the top bar's small store badges wait behind this button. */
  getTheApp: "Get the App",
  /** The narrow bar shows only the last word of the button's name. */
  getTheAppShown: "App",
} as const;

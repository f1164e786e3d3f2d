export const errors = {
  /** What a page that failed to render is titled (the spec's words). */
  title: "Unexpected Application Error!",
  text: "Something went wrong while showing this page. Please try again in a moment.",
  homeLink: "Back to the home page",
} as const;

/**
 * Where a store badge or download can be recorded from, as the privacy policy names each place.
 * Apart from the events so the policy's wording stays out of the script every page loads.
 */
export const BADGE_LOCATIONS = {
  hero: "the top of the home page",
  header: "the top bar",
  recipe: "the end of a recipe page",
  get: "the /get download link, when it sends a phone to its store",
  recipes: "the recipe list",
} as const;

/**
 * This browser's copy of the chosen ingredients, so they are there on the next visit. On its own
 * so that the list page's first script, which reads it, takes none of the fridge's other settings.
 */
export const FRIDGE_STORAGE_KEY = "pantry-chef-fridge";

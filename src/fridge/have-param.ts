/**
 * `/recipes?have=egg,spinach`: the chosen ingredients' keys, comma-separated. On its own so that
 * analytics' redaction, in every page's script, takes this name and none of the fridge's others.
 */
export const HAVE_PARAM = "have";

import type { ListCard } from "../../fridge/list-matches";
import { localizedPath, type Language } from "../../i18n/languages";
import { recipePath } from "../../recipes/slug";
import type { RecipeNode } from "../../recipes/recipe";

/** A recipe of the list: its card, and its ingredients, which the card counts and matches. */
export type ListNode = RecipeNode & { readonly ingredientKeys: readonly string[] };

/**
 * The cards by the page each links on a list in `language`, as the cards mark their matches: its
 * page there where the recipe is written in it (English always), else its English page. As
 * recipePathIn, without the card's module in the page's first script.
 */
export const listCards = (nodes: readonly ListNode[], language: Language): ListCard[] =>
  nodes.map((node) => ({
    path: node.languages.includes(language)
      ? localizedPath(recipePath(node.slug), language)
      : recipePath(node.slug),
    keys: node.ingredientKeys,
  }));

/** A list page's recipes, which GraphQL gives in no set order, in the order of its `slugs`. */
export const inListOrder = <T extends { readonly slug: string }>(
  nodes: readonly T[],
  slugs: readonly string[],
): T[] => {
  const place = new Map(slugs.map((slug, index) => [slug, index]));
  return [...nodes].sort((a, b) => (place.get(a.slug) ?? 0) - (place.get(b.slug) ?? 0));
};

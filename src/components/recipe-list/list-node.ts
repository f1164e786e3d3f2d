import type { ListCard } from "../../fridge/list-matches";
import { recipePath } from "../../recipes/slug";
import type { RecipeNode } from "../../recipes/recipe";

/** A recipe of the list: its card, and its ingredients, which the card counts and matches. */
export type ListNode = RecipeNode & { readonly ingredientKeys: readonly string[] };

export const listCards = (nodes: readonly ListNode[]): ListCard[] =>
  nodes.map((node) => ({ path: recipePath(node.slug), keys: node.ingredientKeys }));

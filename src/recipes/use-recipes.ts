import { useMemo } from "react";
import { toRecipe, type Recipe, type RecipeNode } from "./recipe";
import { inShowcaseOrder } from "./showcase-order";

/** The home page's recipes, in the order the showcase list names them. */
export const useShowcaseRecipes = (
  nodes: readonly RecipeNode[],
  showcase: readonly string[],
): Recipe[] => useMemo(() => inShowcaseOrder(nodes, showcase).map(toRecipe), [nodes, showcase]);

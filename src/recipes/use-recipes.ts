import { useMemo } from "react";
import { toRecipe, type Recipe, type RecipeNode } from "./recipe";
import { inShowcaseOrder } from "./showcase-order";

export const useRecipes = (nodes: readonly RecipeNode[], showcase: readonly string[]): Recipe[] =>
  useMemo(() => inShowcaseOrder(nodes, showcase).map(toRecipe), [nodes, showcase]);

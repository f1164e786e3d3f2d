import { useMemo } from "react";
import { toRecipe, type Recipe, type RecipeNode } from "./recipe";

export const useRecipes = (nodes: readonly RecipeNode[]): Recipe[] =>
  useMemo(() => nodes.map(toRecipe), [nodes]);

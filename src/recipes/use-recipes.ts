import { useMemo } from "react";
import { useLanguage } from "../i18n/texts";
import { toRecipe, type Recipe, type RecipeNode } from "./recipe";
import { inShowcaseOrder } from "./showcase-order";

/** The home page's recipes, in the order the showcase list names them. */
export const useShowcaseRecipes = (
  nodes: readonly RecipeNode[],
  showcase: readonly string[],
): Recipe[] => {
  const language = useLanguage();
  return useMemo(
    () => inShowcaseOrder(nodes, showcase).map((node) => toRecipe(node, language)),
    [nodes, showcase, language],
  );
};

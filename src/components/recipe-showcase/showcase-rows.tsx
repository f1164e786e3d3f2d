import React, { useMemo } from "react";
import type { RecipeNode } from "../../recipes/recipe";
import { splitRows } from "../../recipes/split-rows";
import { useShowcaseRecipes } from "../../recipes/use-recipes";
import { ShowcaseRow } from "./showcase-row";
import { useShuffled } from "./use-shuffled";
import * as styles from "./showcase-rows.module.css";
import { useTexts } from "../../i18n/texts";

export type ShowcaseRowsProps = {
  nodes: readonly RecipeNode[];
  /** The recipes' addresses in the showcase's order (data/showcase.json). */
  showcase: readonly string[];
};

/**
 * The two moving rows, drawn by React: after a move within the site, and where the server's markup
 * is hydrated rather than kept. The visitor's own order is drawn right after (see useShuffled).
 */
export const ShowcaseRows = ({ nodes, showcase }: ShowcaseRowsProps) => {
  const recipes = useShowcaseRecipes(nodes, showcase);
  const texts = useTexts("showcase");
  const { order, shuffled } = useShuffled(recipes);
  // The same rows until the order changes, so pausing never copies the cards again.
  const [first, second] = useMemo(() => splitRows(order), [order]);
  return (
    <div className={styles.rows}>
      <ShowcaseRow recipes={first} label={texts.firstRow} direction="left" loop={shuffled} />
      {second.length > 0 && (
        <ShowcaseRow recipes={second} label={texts.secondRow} direction="right" loop={shuffled} />
      )}
    </div>
  );
};

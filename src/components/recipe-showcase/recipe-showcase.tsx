import React, { useMemo, useState } from "react";
import type { Recipe } from "../../recipes/recipe";
import { splitRows } from "../../recipes/split-rows";
import { SHOWCASE_ID } from "./showcase-anchor";
import { ShowcaseRow } from "./showcase-row";
import { useShuffled } from "./use-shuffled";
import * as styles from "./recipe-showcase.module.css";

export const SHOWCASE_HEADING = "Delicious Curated Recipes";
export const SHOWCASE_SUBHEADING = "Made by chefs not AI";

type RecipeShowcaseProps = { recipes: readonly Recipe[] };

export const RecipeShowcase = ({ recipes }: RecipeShowcaseProps) => {
  const [paused, setPaused] = useState(false);
  const { order, shuffled } = useShuffled(recipes);
  // The same rows until the order changes, so pausing never copies the cards again.
  const [first, second] = useMemo(() => splitRows(order), [order]);

  return (
    <section
      id={SHOWCASE_ID}
      className={styles.showcase}
      aria-labelledby="showcase-heading"
      data-paused={paused}
    >
      <div className={styles.header}>
        <div>
          <h2 id="showcase-heading" className={styles.heading}>
            {SHOWCASE_HEADING}
          </h2>
          <p className={styles.subheading}>{SHOWCASE_SUBHEADING}</p>
        </div>
        <button
          type="button"
          className={styles.control}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          <span aria-hidden="true" className={styles.controlIcon}>
            {paused ? "▶" : "❚❚"}
          </span>
          {paused ? "Play showcase" : "Pause showcase"}
        </button>
      </div>
      <div className={styles.rows}>
        <ShowcaseRow recipes={first} label="Recipes, first row" direction="left" loop={shuffled} />
        {second.length > 0 && (
          <ShowcaseRow
            recipes={second}
            label="Recipes, second row"
            direction="right"
            loop={shuffled}
          />
        )}
      </div>
    </section>
  );
};

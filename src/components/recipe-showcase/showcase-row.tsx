import React, { type CSSProperties } from "react";
import type { Recipe } from "../../recipes/recipe";
import { LOOP_COPIES, repeat } from "../../recipes/split-rows";
import { classNames } from "../class-names";
import { RecipeCard } from "../recipe-card/recipe-card";
import { TRACK_ATTRIBUTE, useLoopCopies } from "./use-loop-copies";
import * as styles from "./showcase-rows.module.css";

export const SECONDS_PER_CARD = 5;

type ShowcaseRowProps = {
  recipes: readonly Recipe[];
  label: string;
  direction: "left" | "right";
  /** Fill the loop's copies and start moving: once the visitor's order is drawn. */
  loop: boolean;
};

/**
 * A row moves left by the track's own animation and right by running it in reverse. Named one by
 * one, so the build keeps the class names as constants (store-badge.tsx).
 */
const DIRECTION_CLASS = { left: undefined, right: styles.right };

const copyProps = (copy: number) =>
  copy === 0 ? {} : { "aria-hidden": true, inert: "", "data-copy": copy };

export const ShowcaseRow = ({ recipes, label, direction, loop }: ShowcaseRowProps) => {
  const trackRef = useLoopCopies<HTMLDivElement>(recipes, loop);
  return (
    // A scrollable region must be reachable by keyboard when motion is reduced.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.viewport} role="region" aria-label={label} tabIndex={0}>
      <div
        ref={trackRef}
        {...{ [TRACK_ATTRIBUTE]: "" }}
        className={classNames(styles.track, DIRECTION_CLASS[direction])}
        style={
          {
            animationDuration: `${recipes.length * SECONDS_PER_CARD}s`,
            "--cards": recipes.length,
            "--copies": LOOP_COPIES,
          } as CSSProperties
        }
      >
        {repeat(recipes, LOOP_COPIES).map((copyOfRow, copy) => (
          <ul key={copy} className={styles.list} {...copyProps(copy)}>
            {copy === 0 &&
              copyOfRow.map((recipe, slot) => (
                // Keyed by slot so the post-hydration shuffle swaps content, not boxes.
                <li key={slot} className={styles.item}>
                  <RecipeCard recipe={recipe} />
                </li>
              ))}
          </ul>
        ))}
      </div>
    </div>
  );
};

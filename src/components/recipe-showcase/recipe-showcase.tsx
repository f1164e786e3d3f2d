import React, { useState } from "react";
import { followWithinSite } from "../server-kept/follow-within-site";
import { keptFromServer } from "../server-kept/server-kept";
import { shuffleKeptRows } from "./kept-rows";
import { SHOWCASE_ID } from "./showcase-anchor";
import type { ShowcaseRowsProps } from "./showcase-rows";
import * as styles from "./recipe-showcase.module.css";
import { useTexts } from "../../i18n/texts";
// The kept part's rules, inlined with this page's (see keptFromServer).
import "../recipe-card/recipe-card.module.css";
import "./showcase-rows.module.css";

/**
 * The rows of cards: on the page a visitor arrives on they stay as the server wrote them (React
 * neither fetches their code, nor turns the recipes' data into cards, nor hydrates two dozen cards),
 * get the visitor's own order once the page runs, as drawn rows do (see useShuffled), and their
 * links still move within the site. Moving here within the site draws them from their own chunk.
 */
const Rows = keptFromServer(
  () => import(/* webpackChunkName: "showcase-rows" */ "./showcase-rows"),
  (rows) => rows.ShowcaseRows,
  { onClick: followWithinSite, onKept: (rows) => shuffleKeptRows(rows) },
);

export const RecipeShowcase = ({ nodes, showcase }: ShowcaseRowsProps) => {
  const [paused, setPaused] = useState(false);
  const texts = useTexts("showcase");

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
            {texts.heading}
          </h2>
          <p className={styles.subheading}>{texts.subheading}</p>
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
          {paused ? texts.play : texts.pause}
        </button>
      </div>
      <Rows nodes={nodes} showcase={showcase} />
    </section>
  );
};

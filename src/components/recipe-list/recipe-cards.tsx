import React from "react";
import { isWrittenIn, toRecipe } from "../../recipes/recipe";
import { RecipeCard } from "../recipe-card/recipe-card";
import { ListPagination } from "./list-pagination";
import type { ListNode } from "./list-node";
import { useLanguage, useTexts } from "../../i18n/texts";
import * as styles from "./recipe-list.module.css";

type RecipeCardsProps = { nodes: readonly ListNode[]; page: number; pageCount: number };

/**
 * Every recipe of one list page, with the links to the other pages. Each card counts the recipe's
 * ingredients; the sample fractions the home page shows would stand here beside live matches.
 */
export const RecipeCards = ({ nodes, page, pageCount }: RecipeCardsProps) => {
  const t = useTexts("recipeList");
  const language = useLanguage();
  return (
    <section aria-labelledby="every-recipe" className={styles.list}>
      <h2 id="every-recipe" className={styles.heading}>
        {t.listHeading}
      </h2>
      {/* A recipe no editor translated is its chef's words, in the language they wrote it in. */}
      {nodes.some((node) => !isWrittenIn(node, language)) && (
        <p className={styles.inEnglish}>{t.recipesInEnglish}</p>
      )}
      <ul className={styles.grid}>
        {nodes.map((node) => (
          <li key={node.id} className={styles.item}>
            <RecipeCard
              recipe={toRecipe(node, language)}
              ingredients={node.ingredientKeys.length}
            />
          </li>
        ))}
      </ul>
      <ListPagination page={page} pageCount={pageCount} />
    </section>
  );
};

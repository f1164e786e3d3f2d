import React from "react";
import { toRecipe, type RecipeNode } from "../../recipes/recipe";
import { RecipeCard } from "../recipe-card/recipe-card";
import { ListPagination } from "./list-pagination";
import { LIST_HEADING } from "./recipe-cards-text";
import * as styles from "./recipe-list.module.css";

type RecipeCardsProps = { nodes: readonly RecipeNode[]; page: number; pageCount: number };

/** Every recipe of one list page, with the links to the other pages. */
export const RecipeCards = ({ nodes, page, pageCount }: RecipeCardsProps) => (
  <section aria-labelledby="every-recipe" className={styles.list}>
    <h2 id="every-recipe" className={styles.heading}>
      {LIST_HEADING}
    </h2>
    <ul className={styles.grid}>
      {nodes.map(toRecipe).map((recipe) => (
        <li key={recipe.id} className={styles.item}>
          <RecipeCard recipe={recipe} />
        </li>
      ))}
    </ul>
    <ListPagination page={page} pageCount={pageCount} />
  </section>
);

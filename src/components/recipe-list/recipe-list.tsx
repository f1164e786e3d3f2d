import React, { type ReactNode } from "react";
import type { Recipe } from "../../recipes/recipe";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import { RecipeCard } from "../recipe-card/recipe-card";
import { ListPagination } from "./list-pagination";
import { LIST_HEADING, recipeListTitle } from "./recipe-list-text";
import * as styles from "./recipe-list.module.css";

type RecipeListProps = {
  recipes: readonly Recipe[];
  page: number;
  pageCount: number;
  /** The fridge picker, on the list's first page. */
  children?: ReactNode;
};

export const RecipeList = ({ recipes, page, pageCount, children }: RecipeListProps) => (
  <PageSection width="wide">
    <PageHeader title={recipeListTitle(page, pageCount)} />
    {children}
    <section aria-labelledby="every-recipe" className={styles.list}>
      <h2 id="every-recipe" className={styles.heading}>
        {LIST_HEADING}
      </h2>
      <ul className={styles.grid}>
        {recipes.map((recipe) => (
          <li key={recipe.id} className={styles.item}>
            <RecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
      <ListPagination page={page} pageCount={pageCount} />
    </section>
  </PageSection>
);

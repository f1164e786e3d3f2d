import React, { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import { FridgeOffer } from "../components/fridge-picker/fridge-offer";
import { FridgePicker } from "../components/fridge-picker/fridge-picker";
import * as styles from "../components/fridge-picker/fridge-page.module.css";
import { listCards } from "../components/recipe-list/list-node";
import { RecipeList } from "../components/recipe-list/recipe-list";
import { lazyHead } from "../components/seo/lazy-head";
import type { RecipeListContext } from "../recipes/list-pages";

const NO_STAPLES: readonly string[] = [];

const RecipeListTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.RecipeListQuery, RecipeListContext>) => {
  const { nodes } = data.allRecipesJson;
  const cards = useMemo(() => listCards(nodes), [nodes]);
  return (
    <RecipeList
      nodes={nodes}
      page={pageContext.page}
      pageCount={pageContext.pageCount}
      staples={pageContext.staples ?? NO_STAPLES}
    >
      {pageContext.shelves && pageContext.vocabulary && (
        <div className={styles.layout}>
          <FridgePicker
            shelves={pageContext.shelves}
            cards={cards}
            vocabulary={pageContext.vocabulary}
          />
          <FridgeOffer />
        </div>
      )}
    </RecipeList>
  );
};

export default RecipeListTemplate;

export const query = graphql`
  query RecipeList($skip: Int!, $limit: Int!, $language: String!) {
    allRecipesJson(skip: $skip, limit: $limit, sort: { recipeName: ASC }) {
      nodes {
        ...RecipeCard
        ingredientKeys
      }
    }
  }
`;

export const Head = lazyHead("RecipeListHead");

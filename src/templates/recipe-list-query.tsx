import React, { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import { FridgeOffer } from "../components/fridge-picker/fridge-offer";
import { FridgePicker } from "../components/fridge-picker/fridge-picker";
import * as styles from "../components/fridge-picker/fridge-page.module.css";
import { inListOrder, listCards } from "../components/recipe-list/list-node";
import { RecipeList } from "../components/recipe-list/recipe-list";
import { useLanguage } from "../i18n/texts";
import { lazyHead } from "../components/seo/lazy-head";
import type { RecipeListContext } from "../recipes/list-pages";

const NO_STAPLES: readonly string[] = [];

const RecipeListTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.RecipeListQuery, RecipeListContext>) => {
  const nodes = useMemo(
    () => inListOrder(data.allRecipesJson.nodes, pageContext.slugs),
    [data.allRecipesJson.nodes, pageContext.slugs],
  );
  const language = useLanguage();
  const cards = useMemo(() => listCards(nodes, language), [nodes, language]);
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
  query RecipeList($slugs: [String!]!, $language: String!) {
    allRecipesJson(filter: { slug: { in: $slugs } }) {
      nodes {
        ...RecipeCard
        ingredientKeys
      }
    }
  }
`;

export const Head = lazyHead("RecipeListHead");

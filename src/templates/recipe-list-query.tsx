import React from "react";
import { graphql, type PageProps } from "gatsby";
import { RecipeList } from "../components/recipe-list/recipe-list";
import { lazyHead } from "../components/seo/lazy-head";
import type { RecipeListContext } from "../recipes/list-pages";
import { useRecipes } from "../recipes/use-recipes";

const RecipeListTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.RecipeListQuery, RecipeListContext>) => {
  const recipes = useRecipes(data.allRecipesJson.nodes);
  return <RecipeList recipes={recipes} page={pageContext.page} pageCount={pageContext.pageCount} />;
};

export default RecipeListTemplate;

export const query = graphql`
  query RecipeList($skip: Int!, $limit: Int!) {
    allRecipesJson(skip: $skip, limit: $limit) {
      nodes {
        ...RecipeCard
      }
    }
  }
`;

export const Head = lazyHead("RecipeListHead");

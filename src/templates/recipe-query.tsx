import React from "react";
import { graphql, type PageProps } from "gatsby";
import { RecipePage } from "../components/recipe-page/recipe-page";
import { lazyHead } from "../components/seo/lazy-head";
import type { RecipeLink } from "../recipes/neighbours";
import type { ScalableLine } from "../recipes/scaling/scalable-line";

type RecipePageContext = {
  previous: RecipeLink | null;
  next: RecipeLink | null;
  amounts: ScalableLine[];
};

const RecipeTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.RecipePageQuery, RecipePageContext>) => {
  if (!data.recipesJson) return null;
  return (
    <RecipePage
      recipe={data.recipesJson}
      amounts={pageContext.amounts}
      previous={pageContext.previous}
      next={pageContext.next}
    />
  );
};

export default RecipeTemplate;

export const query = graphql`
  query RecipePage($id: String!, $language: String!) {
    recipesJson(id: { eq: $id }) {
      ...RecipeDetails
    }
  }
`;

export const Head = lazyHead("RecipePageHead");

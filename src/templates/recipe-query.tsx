import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { RecipePage } from "../components/recipe-page/recipe-page";
import { RecipeHead } from "../components/recipe-page/recipe-head";
import { toRecipeDetails } from "../recipes/recipe-details";
import type { RecipeLink } from "../recipes/neighbours";

type RecipePageContext = { previous: RecipeLink | null; next: RecipeLink | null };

const RecipeTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.RecipePageQuery, RecipePageContext>) => {
  if (!data.recipesJson) return null;
  return (
    <RecipePage
      recipe={toRecipeDetails(data.recipesJson)}
      previous={pageContext.previous}
      next={pageContext.next}
    />
  );
};

export default RecipeTemplate;

export const query = graphql`
  query RecipePage($id: String!) {
    recipesJson(id: { eq: $id }) {
      ...RecipeDetails
    }
  }
`;

export const Head = ({ data }: HeadProps<Queries.RecipePageQuery>) =>
  data.recipesJson ? <RecipeHead recipe={toRecipeDetails(data.recipesJson)} /> : null;

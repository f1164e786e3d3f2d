import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Hero } from "../components/hero/hero";
import { RecipeShowcase } from "../components/recipe-showcase/recipe-showcase";
import { Seo } from "../components/seo/seo";
import { ROUTES } from "../config/routes";
import { useRecipes } from "../recipes/use-recipes";

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const recipes = useRecipes(data.allRecipesJson.nodes);
  return (
    <>
      <Hero />
      <RecipeShowcase recipes={recipes} />
    </>
  );
};

export default HomePage;

export const query = graphql`
  query HomePage($showcaseSize: Int) {
    allRecipesJson(limit: $showcaseSize) {
      nodes {
        ...RecipeCard
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo pathname={location.pathname} description={ROUTES.home.description} />
);

import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Hero } from "../components/hero/hero";
import { RecipeShowcase } from "../components/recipe-showcase/recipe-showcase";
import { lazyHead } from "../components/seo/lazy-head";
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

export const Head = lazyHead("HomeHead");

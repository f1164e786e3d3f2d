import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Hero } from "../components/hero/hero";
import { RecipeShowcase } from "../components/recipe-showcase/recipe-showcase";
import { lazyHead } from "../components/seo/lazy-head";
import type { HomePageContext } from "../recipes/home-page-context";
import { useShowcaseRecipes } from "../recipes/use-recipes";

const HomePage = ({ data, pageContext }: PageProps<Queries.HomePageQuery, HomePageContext>) => {
  const recipes = useShowcaseRecipes(data.allRecipesJson.nodes, pageContext.showcase);
  return (
    <>
      <Hero />
      <RecipeShowcase recipes={recipes} />
    </>
  );
};

export default HomePage;

export const query = graphql`
  query HomePage($showcase: [String!]) {
    allRecipesJson(filter: { slug: { in: $showcase } }) {
      nodes {
        ...RecipeCard
      }
    }
  }
`;

export const Head = lazyHead("HomeHead");

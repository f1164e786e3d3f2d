import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Hero } from "../components/hero/hero";
import { RecipeShowcase } from "../components/recipe-showcase/recipe-showcase";
import { lazyHead } from "../components/seo/lazy-head";
import type { HomePageContext } from "../recipes/home-page-context";

const HomePage = ({ data, pageContext }: PageProps<Queries.HomePageQuery, HomePageContext>) => (
  <>
    <Hero />
    <RecipeShowcase nodes={data.allRecipesJson.nodes} showcase={pageContext.showcase} />
  </>
);

export default HomePage;

export const query = graphql`
  query HomePage($showcase: [String!], $language: String!) {
    allRecipesJson(filter: { slug: { in: $showcase } }) {
      nodes {
        ...RecipeCard
      }
    }
  }
`;

export const Head = lazyHead("HomeHead");

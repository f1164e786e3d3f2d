import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Hero } from "../components/hero/hero";
import { RecipeShowcase } from "../components/recipe-showcase/recipe-showcase";
import { recipeItemList } from "../components/seo/recipe-structured-data";
import { Seo } from "../components/seo/seo";
import { ROUTES } from "../config/routes";
import { useSiteConfig } from "../config/use-site-config";
import { recipePath } from "../recipes/slug";
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

export const Head = ({ location, data }: HeadProps<Queries.HomePageQuery>) => {
  const { siteUrl } = useSiteConfig();
  const paths = data.allRecipesJson.nodes.map((node) => recipePath(node.slug));
  return (
    <Seo
      pathname={location.pathname}
      description={ROUTES.home.description}
      about={[recipeItemList(paths, siteUrl)]}
    />
  );
};

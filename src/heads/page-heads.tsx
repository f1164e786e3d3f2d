/**
 * Every page's head: title, description, canonical URL, social tags and structured data. The
 * pages name theirs through `lazyHead`, so this code reaches a browser only when a visitor moves
 * to a page within the site; the server writes each head into the page itself.
 */
import React from "react";
import type { HeadProps } from "gatsby";
import { RecipeHead } from "../components/recipe-page/recipe-head";
import { recipeItemList } from "../components/seo/recipe-structured-data";
import { Seo } from "../components/seo/seo";
import { DELETION_DAYS } from "../config/policy";
import { useSiteConfig } from "../config/use-site-config";
import { toRecipeDetails } from "../recipes/recipe-details";
import type { HomePageContext } from "../recipes/home-page-context";
import { inShowcaseOrder } from "../recipes/showcase-order";
import { recipePathIn } from "../recipes/recipe";
import { inListOrder } from "../components/recipe-list/list-node";
import type { RecipeListContext } from "../recipes/list-pages";
import { recipeListDescription, recipeListTitle } from "../components/recipe-list/list-words";
import { sectionOf, type LanguageContext } from "../i18n/texts";
import { fill } from "../i18n/words";

export const HomeHead = ({
  location,
  data,
  pageContext,
}: HeadProps<Queries.HomePageQuery, HomePageContext & LanguageContext>) => {
  const { siteUrl } = useSiteConfig();
  const paths = inShowcaseOrder(data.allRecipesJson.nodes, pageContext.showcase).map((node) =>
    recipePathIn(node, pageContext.language),
  );
  return (
    <Seo
      page={pageContext}
      pathname={location.pathname}
      description={sectionOf(pageContext, "site").descriptions.home}
      about={[recipeItemList(paths, siteUrl)]}
    />
  );
};

/** The head of a titled route: its title and description, in the page's language. */
const routeHead = (route: "contact" | "dataDeletion" | "privacyPolicy") => {
  const RouteHead = ({ location, pageContext }: HeadProps<object, LanguageContext>) => {
    const site = sectionOf(pageContext, "site");
    return (
      <Seo
        page={pageContext}
        title={site.routes[route].title}
        pathname={location.pathname}
        description={fill(site.descriptions[route], { days: String(DELETION_DAYS) })}
      />
    );
  };
  return RouteHead;
};

export const ContactHead = routeHead("contact");
export const DataDeletionHead = routeHead("dataDeletion");
export const PrivacyPolicyHead = routeHead("privacyPolicy");

export const NotFoundHead = ({ location, pageContext }: HeadProps<object, LanguageContext>) => {
  const site = sectionOf(pageContext, "site");
  return (
    <Seo
      page={pageContext}
      title={site.notFound.title}
      pathname={location.pathname}
      description={site.descriptions.notFound}
      noindex
    />
  );
};

export type GetPageContext = { redirectScript: string };

/** The redirect comes first in <head>, so a phone leaves before the page or React loads. */
export const GetHead = ({
  location,
  pageContext,
}: HeadProps<object, GetPageContext & LanguageContext>) => {
  const { productName } = useSiteConfig();
  const texts = sectionOf(pageContext, "getApp");
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: pageContext.redirectScript }} />
      <Seo
        page={pageContext}
        title={fill(texts.title, { productName })}
        pathname={location.pathname}
        description={fill(texts.description, { productName })}
        noindex
      />
    </>
  );
};

export const RecipePageHead = ({
  data,
  pageContext,
}: HeadProps<Queries.RecipePageQuery, LanguageContext>) =>
  data.recipesJson ? (
    <RecipeHead
      recipe={toRecipeDetails(data.recipesJson, pageContext.language)}
      page={pageContext}
    />
  ) : null;

export const RecipeListHead = ({
  location,
  data,
  pageContext,
}: HeadProps<Queries.RecipeListQuery, RecipeListContext & LanguageContext>) => {
  const { siteUrl } = useSiteConfig();
  const paths = inListOrder(data.allRecipesJson.nodes, pageContext.slugs).map((node) =>
    recipePathIn(node, pageContext.language),
  );
  const t = sectionOf(pageContext, "recipeList");
  return (
    <Seo
      page={pageContext}
      title={recipeListTitle(t, pageContext.page, pageContext.pageCount)}
      pathname={location.pathname}
      description={recipeListDescription(t, pageContext.page, pageContext.pageCount)}
      about={[recipeItemList(paths, siteUrl)]}
    />
  );
};

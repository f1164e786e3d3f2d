import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { describeMatch } from "../../recipes/fraction";
import type { RecipeDetails } from "../../recipes/recipe-details";
import { recipeStructuredData } from "../seo/recipe-structured-data";
import { Seo } from "../seo/seo";
import { sectionOf, type LanguageContext, type Texts } from "../../i18n/texts";
import { fill } from "../../i18n/words";

export const SOCIAL_IMAGE_TYPE = "image/jpeg";

/** What search results and link previews say when the recipe has no description of its own. */
export const recipeSummary = (
  recipe: RecipeDetails,
  productName: string,
  t: Texts["recipePage"],
  matchWords: string,
): string =>
  recipe.description ??
  fill(t.summary, {
    name: recipe.name,
    author: recipe.author,
    productName,
    match: describeMatch(recipe.match, matchWords),
  });

type RecipeHeadProps = { recipe: RecipeDetails; page: LanguageContext };

export const RecipeHead = ({ recipe, page }: RecipeHeadProps) => {
  const { productName, siteUrl } = useSiteConfig();
  const { wide: social } = recipe.crops;
  const t = sectionOf(page, "recipePage");
  const { describeMatch: matchWords } = sectionOf(page, "recipeList");
  return (
    <Seo
      page={page}
      title={recipe.name}
      description={recipeSummary(recipe, productName, t, matchWords)}
      pathname={recipe.path}
      image={{
        path: social.src,
        width: social.width,
        height: social.height,
        type: SOCIAL_IMAGE_TYPE,
        alt: fill(t.socialAlt, { name: recipe.name }),
      }}
      about={[recipeStructuredData(recipe, siteUrl)]}
    />
  );
};

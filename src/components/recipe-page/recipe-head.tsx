import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { describeMatch } from "../../recipes/fraction";
import type { RecipeDetails } from "../../recipes/recipe-details";
import { recipeStructuredData } from "../seo/recipe-structured-data";
import { Seo } from "../seo/seo";
import type { LanguageContext } from "../../i18n/texts";

export const SOCIAL_IMAGE_TYPE = "image/jpeg";

/** What search results and link previews say when the recipe has no description of its own. */
export const recipeSummary = (recipe: RecipeDetails, productName: string): string =>
  recipe.description ??
  `${recipe.name} by ${recipe.author}, a chef-made recipe in ${productName}: ${describeMatch(recipe.match)}.`;

type RecipeHeadProps = { recipe: RecipeDetails; page: LanguageContext };

export const RecipeHead = ({ recipe, page }: RecipeHeadProps) => {
  const { productName, siteUrl } = useSiteConfig();
  const { wide: social } = recipe.crops;
  return (
    <Seo
      page={page}
      title={recipe.name}
      description={recipeSummary(recipe, productName)}
      pathname={recipe.path}
      image={{
        path: social.src,
        width: social.width,
        height: social.height,
        type: SOCIAL_IMAGE_TYPE,
        alt: `${recipe.name}, as served`,
      }}
      about={[recipeStructuredData(recipe, siteUrl)]}
    />
  );
};

import type { HowToStep, ItemList, Recipe as RecipeThing } from "schema-dts";
import { isoDuration, totalMinutes } from "../../recipes/duration";
import type { RecipeDetails } from "../../recipes/recipe-details";
import { pageUrl } from "./page-url";
import { stepAnchor } from "./step-anchor";

export { stepAnchor };

const absolute = (siteUrl: string, src: string) => new URL(src, `${siteUrl}/`).href;

/** Google's Recipe rich result: only what the recipe really has; no ratings, nutrition or video. */
export const recipeStructuredData = (recipe: RecipeDetails, siteUrl: string): RecipeThing => {
  const url = pageUrl(siteUrl, recipe.path);
  const total = totalMinutes(recipe.prepTime, recipe.cookTime);
  const steps: HowToStep[] = recipe.steps.map((text, index) => ({
    "@type": "HowToStep",
    position: index + 1,
    text,
    url: `${url}#${stepAnchor(index)}`,
  }));
  return {
    "@type": "Recipe",
    "@id": `${url}#recipe`,
    name: recipe.name,
    inLanguage: recipe.language,
    url,
    image: [recipe.crops.square, recipe.crops.standard, recipe.crops.wide].map((crop) =>
      absolute(siteUrl, crop.src),
    ),
    author: { "@type": "Person", name: recipe.author },
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(recipe.datePublished ? { datePublished: recipe.datePublished } : {}),
    ...(recipe.ingredients.length > 0 ? { recipeIngredient: recipe.ingredients } : {}),
    ...(steps.length > 0 ? { recipeInstructions: steps } : {}),
    ...(recipe.prepTime !== undefined ? { prepTime: isoDuration(recipe.prepTime) } : {}),
    ...(recipe.cookTime !== undefined ? { cookTime: isoDuration(recipe.cookTime) } : {}),
    ...(total !== undefined ? { totalTime: isoDuration(total) } : {}),
    ...(recipe.servings !== undefined ? { recipeYield: String(recipe.servings) } : {}),
    ...(recipe.category ? { recipeCategory: recipe.category } : {}),
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine } : {}),
    ...(recipe.keywords.length > 0 ? { keywords: recipe.keywords.join(", ") } : {}),
  };
};

/** A summary page's list of recipe pages, which makes it eligible for Google's recipe carousel. */
export const recipeItemList = (paths: readonly string[], siteUrl: string): ItemList => ({
  "@type": "ItemList",
  "@id": `${siteUrl}/#recipes`,
  itemListElement: paths.map((path, index) => ({
    "@type": "ListItem",
    position: index + 1,
    url: pageUrl(siteUrl, path),
  })),
});

import React from "react";
import { graphql, Link } from "gatsby";
import type { RecipeLink } from "../../recipes/neighbours";
import type { RecipeDetailsNode } from "../../recipes/recipe-details";
import type { ScalableLine } from "../../recipes/scaling/scalable-line";
import { YouHave } from "./you-have";
import { AppOffer } from "../app-offer/app-offer";
import { useCookTools } from "../cook-tools/use-cook-tools";
import { SHOWCASE_PATH } from "../recipe-showcase/showcase-anchor";
import { keptFromServer } from "../server-kept/server-kept";
import { useLocalPath, useTexts } from "../../i18n/texts";
import * as styles from "./recipe-page.module.css";
// The kept part's rules, inlined with this page's (see keptFromServer).
import "../recipe-card/recipe-card.module.css";
import "../recipe-list/recipe-list.module.css";
import "./recipe-text.module.css";

export const query = graphql`
  fragment RecipeDetails on RecipesJson {
    slug
    recipeName: recipeNameIn(language: $language)
    author
    ingredientAmount
    description: descriptionIn(language: $language)
    ingredients: ingredientsIn(language: $language)
    parsedIngredients {
      key
      staple
    }
    steps: stepsIn(language: $language)
    prepTime
    cookTime
    servings
    datePublished
    recipeCategory: recipeCategoryIn(language: $language)
    recipeCuisine: recipeCuisineIn(language: $language)
    keywords: keywordsIn(language: $language)
    image {
      childImageSharp {
        ...RecipePhoto
        # Google's recipe results ask for 1:1, 4:3 and 16:9 photos; the 16:9 one is the link
        # preview too.
        square: resize(width: 900, height: 900, fit: COVER, cropFocus: CENTER, quality: 70) {
          src
          width
          height
        }
        wide: resize(width: 1200, height: 675, fit: COVER, cropFocus: CENTER, quality: 70) {
          src
          width
          height
        }
      }
    }
  }
`;

type RecipeNavProps = { previous: RecipeLink | null; next: RecipeLink | null };

const RecipeNav = ({ previous, next }: RecipeNavProps) => {
  const t = useTexts("recipePage");
  const local = useLocalPath();
  return (
    <nav className={styles.nav} aria-label={t.moreRecipes}>
      {previous && (
        <Link className={styles.previous} to={previous.path} rel="prev">
          <span className={styles.navLabel}>
            <span aria-hidden="true">← </span>
            {t.previousRecipe}
          </span>
          <span className={styles.navName}>{previous.name}</span>
        </Link>
      )}
      <Link className={styles.all} to={local(SHOWCASE_PATH)}>
        {t.allRecipes}
      </Link>
      {next && (
        <Link className={styles.next} to={next.path} rel="next">
          <span className={styles.navLabel}>
            {t.nextRecipe}
            <span aria-hidden="true"> →</span>
          </span>
          <span className={styles.navName}>{next.name}</span>
        </Link>
      )}
    </nav>
  );
};

/**
 * The recipe's own text never changes once drawn: a first visit keeps the server's copy. Its chunk
 * also reads the query's recipe, so the page's own code needs only the recipe's name.
 */
const RecipeText = keptFromServer(
  () => import(/* webpackChunkName: "recipe-text" */ "./recipe-text"),
  (text) => text.RecipeTextOfNode,
);

/** The ingredients and method as written, kept from the server until the cooking tools replace them. */
const RecipeMethod = keptFromServer(
  () => import(/* webpackChunkName: "recipe-text" */ "./recipe-method"),
  (method) => method.RecipeMethod,
);

type CookableMethodProps = { recipe: RecipeDetailsNode; amounts: ScalableLine[] };

const CookableMethod = ({ recipe, amounts }: CookableMethodProps) => {
  const tools = useCookTools(recipe.ingredients.length > 0 || recipe.steps.length > 0);
  return tools ? (
    <tools.CookMethod recipe={recipe} amounts={amounts} />
  ) : (
    <RecipeMethod recipe={recipe} />
  );
};

type RecipePageProps = RecipeNavProps & {
  recipe: RecipeDetailsNode;
  /** Each ingredient line with its amount, for changing servings. */
  amounts: ScalableLine[];
};

export const RecipePage = ({ recipe, amounts, previous, next }: RecipePageProps) => (
  <article className={styles.recipe}>
    <RecipeText recipe={recipe} />
    <CookableMethod recipe={recipe} amounts={amounts} />
    <YouHave lines={recipe.parsedIngredients} />
    <AppOffer recipeName={recipe.recipeName} />
    <RecipeNav previous={previous} next={next} />
  </article>
);

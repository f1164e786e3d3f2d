import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { explainMatch } from "../../recipes/fraction";
import {
  toRecipeDetails,
  type RecipeDetails,
  type RecipeDetailsNode,
} from "../../recipes/recipe-details";
import { Picture } from "../picture/picture";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { stepAnchor } from "../seo/recipe-structured-data";
import { RecipeFacts } from "./recipe-facts";
import { YOU_HAVE_ATTRIBUTE } from "./you-have";
import { NOT_ON_THE_SITE_YET, photoAlt } from "./recipe-page-text";
import * as styles from "./recipe-text.module.css";

type RecipeTextProps = { recipe: RecipeDetails };

/** What a recipe page says of its recipe: the photo, the facts, the ingredients and the method. */
export const RecipeText = ({ recipe }: RecipeTextProps) => {
  const { productName } = useSiteConfig();
  const hasMethod = recipe.ingredients.length > 0 || recipe.steps.length > 0;
  const tags = [recipe.category, recipe.cuisine].filter(Boolean).join(" · ");
  return (
    <>
      <header className={styles.hero}>
        <Picture
          image={recipe.photo}
          alt={photoAlt(recipe.name)}
          className={styles.photo}
          priority
        />
        <div className={styles.intro}>
          {tags && <p className={styles.tags}>{tags}</p>}
          <h1 className={styles.name}>{recipe.name}</h1>
          <p className={styles.author}>by {recipe.author}</p>
          {recipe.description && <p className={styles.description}>{recipe.description}</p>}
          <RecipeFacts recipe={recipe} />
          <p className={styles.matchNote}>
            <SpriteArt name="fridge" className={styles.noteIcon} />
            <span>
              {explainMatch(recipe.match)} In {productName}, the match counts what is in your own
              fridge and pantry.
            </span>
          </p>
        </div>
      </header>

      {hasMethod ? (
        <div className={styles.method}>
          {recipe.ingredients.length > 0 && (
            <section className={styles.ingredients} aria-labelledby="ingredients-heading">
              <h2 id="ingredients-heading" className={styles.sectionHeading}>
                Ingredients
              </h2>
              {/* Filled in the browser from the visitor's fridge (you-have.tsx); the server knows none. */}
              <p className={styles.youHave} {...{ [YOU_HAVE_ATTRIBUTE]: "" }} hidden>
                <SpriteArt name="fridge" className={styles.noteIcon} />
                <span />
              </p>
              <ul className={styles.ingredientList}>
                {recipe.ingredients.map((ingredient, index) => (
                  <li key={index}>{ingredient}</li>
                ))}
              </ul>
            </section>
          )}
          {recipe.steps.length > 0 && (
            <section className={styles.steps} aria-labelledby="steps-heading">
              <h2 id="steps-heading" className={styles.sectionHeading}>
                Method
              </h2>
              <ol className={styles.stepList}>
                {recipe.steps.map((step, index) => (
                  <li key={index} id={stepAnchor(index)}>
                    {step}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      ) : (
        <p className={styles.notYet}>{NOT_ON_THE_SITE_YET}</p>
      )}
    </>
  );
};

/** The text of a recipe as the page's query gives it. */
export const RecipeTextOfNode = ({ recipe }: { recipe: RecipeDetailsNode }) => (
  <RecipeText recipe={toRecipeDetails(recipe)} />
);

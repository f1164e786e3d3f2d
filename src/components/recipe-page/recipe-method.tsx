import React, { type ReactNode } from "react";
import type { RecipeDetailsNode } from "../../recipes/recipe-details";
import { stepAnchor } from "../seo/step-anchor";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { useTexts } from "../../i18n/texts";
import { YOU_HAVE_ATTRIBUTE } from "./you-have-marks";
import * as styles from "./recipe-text.module.css";

export type MethodRecipe = Pick<RecipeDetailsNode, "ingredients" | "steps">;

export const hasMethod = (recipe: MethodRecipe) =>
  recipe.ingredients.length > 0 || recipe.steps.length > 0;

type MethodLayoutProps = {
  /** The cooking tools, or the room kept for them until they work. */
  tools: ReactNode;
  ingredients: ReactNode;
  ingredientsNote?: ReactNode;
  steps: ReactNode;
};

/** Ingredients beside the method, with the cooking tools above both. */
export const MethodLayout = ({ tools, ingredients, ingredientsNote, steps }: MethodLayoutProps) => {
  const t = useTexts("recipePage");
  return (
    <div className={styles.method}>
      {tools}
      {ingredients && (
        <section className={styles.ingredients} aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className={styles.sectionHeading}>
            {t.ingredientsHeading}
          </h2>
          {ingredientsNote}
          {ingredients}
        </section>
      )}
      {steps && (
        <section className={styles.steps} aria-labelledby="steps-heading">
          <h2 id="steps-heading" className={styles.sectionHeading}>
            {t.methodHeading}
          </h2>
          {steps}
        </section>
      )}
    </div>
  );
};

type RecipeMethodProps = { recipe: MethodRecipe };

/** The ingredients and the method as the server writes them, and as they read without scripts. */
export const RecipeMethod = ({ recipe }: RecipeMethodProps) => {
  const t = useTexts("recipePage");
  return hasMethod(recipe) ? (
    <MethodLayout
      tools={<div className={styles.toolsRoom} />}
      ingredientsNote={
        // Filled in the browser from the visitor's fridge (you-have.tsx); the server knows none.
        <p className={styles.youHave} {...{ [YOU_HAVE_ATTRIBUTE]: "" }}>
          <SpriteArt name="fridge" className={styles.noteIcon} />
          <span />
        </p>
      }
      ingredients={
        recipe.ingredients.length > 0 && (
          <ul className={styles.ingredientList}>
            {recipe.ingredients.map((ingredient, index) => (
              <li key={index}>{ingredient}</li>
            ))}
          </ul>
        )
      }
      steps={
        recipe.steps.length > 0 && (
          <ol className={styles.stepList}>
            {recipe.steps.map((step, index) => (
              <li key={index} id={stepAnchor(index)}>
                {step}
              </li>
            ))}
          </ol>
        )
      }
    />
  ) : (
    <p className={styles.notYet}>{t.notOnTheSiteYet}</p>
  );
};

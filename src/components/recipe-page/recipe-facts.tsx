import React from "react";
import { formatDuration, totalMinutes } from "../../recipes/duration";
import { describeMatch } from "../../recipes/fraction";
import type { RecipeDetails } from "../../recipes/recipe-details";
import { useTexts, type Texts } from "../../i18n/texts";
import { SpriteArt } from "../svg-sprite/sprite-art";
import * as styles from "./recipe-text.module.css";

type Fact = { label: string; value: string };

export const recipeFacts = (recipe: RecipeDetails, t: Texts["recipePage"]): Fact[] => {
  const total = totalMinutes(recipe.prepTime, recipe.cookTime);
  const facts: (Fact | null)[] = [
    recipe.prepTime !== undefined
      ? { label: t.facts.prep, value: formatDuration(recipe.prepTime, t.duration) }
      : null,
    recipe.cookTime !== undefined
      ? { label: t.facts.cook, value: formatDuration(recipe.cookTime, t.duration) }
      : null,
    total !== undefined && recipe.prepTime !== undefined && recipe.cookTime !== undefined
      ? { label: t.facts.total, value: formatDuration(total, t.duration) }
      : null,
    recipe.servings !== undefined
      ? { label: t.facts.serves, value: String(recipe.servings) }
      : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
};

type RecipeFactsProps = { recipe: RecipeDetails };

export const RecipeFacts = ({ recipe }: RecipeFactsProps) => {
  const t = useTexts("recipePage");
  const { describeMatch: matchWords } = useTexts("recipeList");
  return (
    <dl className={styles.facts}>
      {recipeFacts(recipe, t).map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      <div className={`${styles.fact} ${styles.matchFact}`}>
        <dt>{t.facts.ingredients}</dt>
        <dd>
          <SpriteArt name="fridge" className={styles.fridge} />
          <span aria-hidden="true">
            {recipe.match.have}/{recipe.match.total}
          </span>
          <span className="visually-hidden">{describeMatch(recipe.match, matchWords)}</span>
        </dd>
      </div>
    </dl>
  );
};

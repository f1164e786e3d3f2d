import React from "react";
import { formatDuration, totalMinutes } from "../../recipes/duration";
import { describeMatch } from "../../recipes/fraction";
import type { RecipeDetails } from "../../recipes/recipe-details";
import { SpriteArt } from "../svg-sprite/sprite-art";
import * as styles from "./recipe-text.module.css";

type Fact = { label: string; value: string };

export const recipeFacts = (recipe: RecipeDetails): Fact[] => {
  const total = totalMinutes(recipe.prepTime, recipe.cookTime);
  const facts: (Fact | null)[] = [
    recipe.prepTime !== undefined
      ? { label: "Prep", value: formatDuration(recipe.prepTime) }
      : null,
    recipe.cookTime !== undefined
      ? { label: "Cook", value: formatDuration(recipe.cookTime) }
      : null,
    total !== undefined && recipe.prepTime !== undefined && recipe.cookTime !== undefined
      ? { label: "Total", value: formatDuration(total) }
      : null,
    recipe.servings !== undefined ? { label: "Serves", value: String(recipe.servings) } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
};

type RecipeFactsProps = { recipe: RecipeDetails };

export const RecipeFacts = ({ recipe }: RecipeFactsProps) => (
  <dl className={styles.facts}>
    {recipeFacts(recipe).map((fact) => (
      <div key={fact.label} className={styles.fact}>
        <dt>{fact.label}</dt>
        <dd>{fact.value}</dd>
      </div>
    ))}
    <div className={`${styles.fact} ${styles.matchFact}`}>
      <dt>Ingredients</dt>
      <dd>
        <SpriteArt name="fridge" className={styles.fridge} />
        <span aria-hidden="true">
          {recipe.match.have}/{recipe.match.total}
        </span>
        <span className="visually-hidden">{describeMatch(recipe.match)}</span>
      </dd>
    </div>
  </dl>
);

import React from "react";
import { graphql } from "gatsby";
import { describeMatch } from "../../recipes/fraction";
import type { Recipe } from "../../recipes/recipe";
import { Picture } from "../picture/picture";
import { FridgeIcon } from "./fridge-icon";
import * as styles from "./recipe-card.module.css";

export const query = graphql`
  fragment RecipeCard on RecipesJson {
    id
    recipeName
    author
    ingredientAmount
    image {
      childImageSharp {
        gatsbyImageData(
          width: 288
          aspectRatio: 1.3333333
          layout: CONSTRAINED
          breakpoints: [288, 432, 576]
          sizes: "(max-width: 40rem) 240px, 288px"
          # AVIF at 50 looks the same on these cards and weighs half as much as at 70.
          avifOptions: { quality: 50 }
        )
      }
    }
  }
`;

type RecipeCardProps = { recipe: Recipe };

export const RecipeCard = ({ recipe }: RecipeCardProps) => (
  <article className={styles.card}>
    <Picture image={recipe.image} alt="" className={styles.image} />
    <div className={styles.body}>
      <h3 className={styles.name}>{recipe.name}</h3>
      <p className={styles.author}>by {recipe.author}</p>
      <p className={styles.match}>
        <FridgeIcon className={styles.fridge} />
        <span aria-hidden="true">
          {recipe.match.have}/{recipe.match.total}
        </span>
        <span className="visually-hidden">{describeMatch(recipe.match)}</span>
      </p>
    </div>
  </article>
);

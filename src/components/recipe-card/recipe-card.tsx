import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { describeMatch } from "../../recipes/fraction";
import type { Recipe } from "../../recipes/recipe";
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
        )
      }
    }
  }
`;

type RecipeCardProps = { recipe: Recipe };

export const RecipeCard = ({ recipe }: RecipeCardProps) => (
  <article className={styles.card}>
    {/* Keyed by recipe: GatsbyImage does not follow prop changes once it has hydrated. */}
    <GatsbyImage key={recipe.id} image={recipe.image} alt="" className={styles.image} />
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

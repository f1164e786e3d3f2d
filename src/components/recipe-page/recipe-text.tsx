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
import { RecipeFacts } from "./recipe-facts";
import { photoAlt } from "./recipe-page-text";
import * as styles from "./recipe-text.module.css";

/** The photo's width (recipe-text.module.css), so the browser picks its file. */
export const PAGE_PHOTO_SIZES = "(max-width: 52rem) 100vw, 36rem";

type RecipeTextProps = { recipe: RecipeDetails };

/** The top of a recipe page: the photo, the name, the author and the facts. */
export const RecipeText = ({ recipe }: RecipeTextProps) => {
  const { productName, siteUrl } = useSiteConfig();
  const tags = [recipe.category, recipe.cuisine].filter(Boolean).join(" · ");
  return (
    <header className={styles.hero}>
      <Picture
        image={recipe.photo}
        alt={photoAlt(recipe.name)}
        className={styles.photo}
        sizes={PAGE_PHOTO_SIZES}
        priority
      />
      <div className={styles.intro}>
        {tags && <p className={styles.tags}>{tags}</p>}
        <h1 className={styles.name}>{recipe.name}</h1>
        <p className={styles.author}>by {recipe.author}</p>
        <p className={styles.printedAddress}>{`${siteUrl}${recipe.path}`}</p>
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
  );
};

/** The text of a recipe as the page's query gives it. */
export const RecipeTextOfNode = ({ recipe }: { recipe: RecipeDetailsNode }) => (
  <RecipeText recipe={toRecipeDetails(recipe)} />
);

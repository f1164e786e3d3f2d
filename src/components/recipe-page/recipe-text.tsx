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
import { useLanguage, useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import * as styles from "./recipe-text.module.css";

/** The photo's width (recipe-text.module.css), so the browser picks its file. */
export const PAGE_PHOTO_SIZES = "(max-width: 52rem) 100vw, 36rem";

type RecipeTextProps = { recipe: RecipeDetails };

/** The top of a recipe page: the photo, the name, the author and the facts. */
export const RecipeText = ({ recipe }: RecipeTextProps) => {
  const { productName, siteUrl } = useSiteConfig();
  const t = useTexts("recipePage");
  const tags = [recipe.category, recipe.cuisine].filter(Boolean).join(" · ");
  return (
    <header className={styles.hero}>
      <Picture
        image={recipe.photo}
        alt={fill(t.photoAlt, { name: recipe.name })}
        className={styles.photo}
        sizes={PAGE_PHOTO_SIZES}
        priority
      />
      <div className={styles.intro}>
        {tags && <p className={styles.tags}>{tags}</p>}
        <h1 className={styles.name}>{recipe.name}</h1>
        <p className={styles.author}>{fill(t.by, { author: recipe.author })}</p>
        <p className={styles.printedAddress}>{`${siteUrl}${recipe.path}`}</p>
        {recipe.description && <p className={styles.description}>{recipe.description}</p>}
        <RecipeFacts recipe={recipe} />
        <p className={styles.matchNote}>
          <SpriteArt name="fridge" className={styles.noteIcon} />
          <span>
            {fill(t.matchNote, {
              explain: explainMatch(recipe.match, t.explainMatch),
              productName,
            })}
          </span>
        </p>
      </div>
    </header>
  );
};

/** The text of a recipe as the page's query gives it. */
export const RecipeTextOfNode = ({ recipe }: { recipe: RecipeDetailsNode }) => (
  <RecipeText recipe={toRecipeDetails(recipe, useLanguage())} />
);

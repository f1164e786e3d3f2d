import React from "react";
import { graphql, Link } from "gatsby";
import type { Language } from "../../i18n/languages";
import { useLanguage, useTexts, type Texts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import { describeMatch, matchShown } from "../../recipes/fraction";
import type { Recipe } from "../../recipes/recipe";
import { Picture } from "../picture/picture";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { ingredientCount, LIST_MATCH, LIVE } from "./list-match-marks";
import * as styles from "./recipe-card.module.css";

export const query = graphql`
  fragment RecipeCard on RecipesJson {
    id
    slug
    recipeName: recipeNameIn(language: $language)
    languages
    author
    ingredientAmount
    image {
      childImageSharp {
        ...RecipePhoto
      }
    }
  }
`;

/** The card's width (recipe-card.module.css), so the browser picks the photo's 576 px file. */
export const CARD_PHOTO_SIZES = "(max-width: 40rem) 240px, 288px";

/** The card's one link, read as a sentence: "Shakshuka by Marcus Bell, 7 of 10 ingredients…". */
export const cardLinkName = (
  t: Texts["recipeList"],
  language: Language,
  recipe: Recipe,
  ingredients?: number,
): string =>
  fill(t.cardLink, {
    name: recipe.name,
    author: recipe.author,
    count:
      ingredients === undefined
        ? describeMatch(recipe.match, t.describeMatch)
        : ingredientCount(t.ingredients, ingredients, language),
  });

/** "by {author}" with the chef's name marked as theirs, in the recipes' language if need be. */
const Byline = ({
  template,
  author,
  lang,
}: {
  template: string;
  author: string;
  lang?: string;
}) => {
  const [before = "", after = ""] = template.split("{author}");
  return (
    <>
      {before}
      <span lang={lang}>{author}</span>
      {after}
    </>
  );
};

type RecipeCardProps = {
  recipe: Recipe;
  /**
   * On the recipe list, where live matches stand beside the cards: the recipe's real number of
   * ingredients instead of the sample fraction, and room for the visitor's own match.
   */
  ingredients?: number;
};

export const RecipeCard = ({ recipe, ingredients }: RecipeCardProps) => {
  const t = useTexts("recipeList");
  const language = useLanguage();
  // A recipe not translated into the page's language says so in its words and leads to its page
  // in the language it is written in.
  const recipeLang = recipe.language === language ? undefined : recipe.language;
  return (
    <article className={styles.card}>
      <Picture image={recipe.image} alt="" className={styles.image} sizes={CARD_PHOTO_SIZES} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link
            className={styles.link}
            to={recipe.path}
            hrefLang={recipeLang}
            aria-label={cardLinkName(t, language, recipe, ingredients)}
          >
            {recipeLang ? <span lang={recipeLang}>{recipe.name}</span> : recipe.name}
          </Link>
        </h3>
        {/* The link's name already says both, in words. */}
        <p className={styles.author} aria-hidden="true">
          {recipeLang ? (
            <Byline template={t.by} author={recipe.author} lang={recipeLang} />
          ) : (
            fill(t.by, { author: recipe.author })
          )}
        </p>
        {ingredients === undefined ? (
          <p className={styles.match} aria-hidden="true">
            <SpriteArt name="fridge" className={styles.fridge} />
            {matchShown(recipe.match, t.kitchenMatch)}
          </p>
        ) : (
          // The fridge stands for what is in a kitchen: here, only the visitor's own match.
          <p className={styles.match} aria-hidden="true" {...{ [LIST_MATCH]: recipe.path }}>
            <SpriteArt name="fridge" className={styles.fridge} />
            <span className={styles.count}>
              {ingredientCount(t.ingredients, ingredients, language)}
            </span>
            <span className={styles.live} {...{ [LIVE]: "" }} />
          </p>
        )}
      </div>
    </article>
  );
};

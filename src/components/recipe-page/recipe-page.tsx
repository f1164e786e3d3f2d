import React from "react";
import { graphql, Link } from "gatsby";
import { useSiteConfig } from "../../config/use-site-config";
import { explainMatch } from "../../recipes/fraction";
import type { RecipeLink } from "../../recipes/neighbours";
import type { RecipeDetails } from "../../recipes/recipe-details";
import { AppOffer } from "../app-offer/app-offer";
import { Picture } from "../picture/picture";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { SHOWCASE_PATH } from "../recipe-showcase/showcase-anchor";
import { stepAnchor } from "../seo/recipe-structured-data";
import { RecipeFacts } from "./recipe-facts";
import { BACK_TO_SHOWCASE, MORE_RECIPES, NOT_ON_THE_SITE_YET, photoAlt } from "./recipe-page-text";
import * as styles from "./recipe-page.module.css";

export const query = graphql`
  fragment RecipeDetails on RecipesJson {
    slug
    recipeName
    author
    ingredientAmount
    description
    ingredients
    steps
    prepTime
    cookTime
    servings
    datePublished
    recipeCategory
    recipeCuisine
    keywords
    image {
      childImageSharp {
        photo: gatsbyImageData(
          width: 1200
          aspectRatio: 1.3333333
          layout: CONSTRAINED
          placeholder: NONE
          breakpoints: [480, 800, 1200]
          sizes: "(max-width: 52rem) 100vw, 36rem"
          # The largest contentful paint: AVIF at 50 looks the same and weighs half of 70.
          avifOptions: { quality: 50 }
        )
        square: resize(width: 900, height: 900, fit: COVER, cropFocus: CENTER, quality: 80) {
          src
          width
          height
        }
        standard: resize(width: 1200, height: 900, fit: COVER, cropFocus: CENTER, quality: 80) {
          src
          width
          height
        }
        wide: resize(width: 1200, height: 675, fit: COVER, cropFocus: CENTER, quality: 80) {
          src
          width
          height
        }
        social: resize(width: 1200, height: 630, fit: COVER, cropFocus: CENTER, quality: 80) {
          src
          width
          height
        }
      }
    }
  }
`;

type RecipeNavProps = { previous: RecipeLink | null; next: RecipeLink | null };

const RecipeNav = ({ previous, next }: RecipeNavProps) => (
  <nav className={styles.nav} aria-label={MORE_RECIPES}>
    {previous && (
      <Link className={styles.previous} to={previous.path} rel="prev">
        <span className={styles.navLabel}>
          <span aria-hidden="true">← </span>Previous recipe
        </span>
        <span className={styles.navName}>{previous.name}</span>
      </Link>
    )}
    <Link className={styles.all} to={SHOWCASE_PATH}>
      {BACK_TO_SHOWCASE}
    </Link>
    {next && (
      <Link className={styles.next} to={next.path} rel="next">
        <span className={styles.navLabel}>
          Next recipe<span aria-hidden="true"> →</span>
        </span>
        <span className={styles.navName}>{next.name}</span>
      </Link>
    )}
  </nav>
);

type RecipePageProps = RecipeNavProps & { recipe: RecipeDetails };

export const RecipePage = ({ recipe, previous, next }: RecipePageProps) => {
  const { productName } = useSiteConfig();
  const hasMethod = recipe.ingredients.length > 0 || recipe.steps.length > 0;
  const tags = [recipe.category, recipe.cuisine].filter(Boolean).join(" · ");
  return (
    <article className={styles.recipe}>
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

      <AppOffer recipeName={recipe.name} />
      <RecipeNav previous={previous} next={next} />
    </article>
  );
};

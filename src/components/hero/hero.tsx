import React from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { recipeListPath } from "../../recipes/list-pages";
import { useSiteConfig } from "../../config/use-site-config";
import { Picture } from "../picture/picture";
import { StoreBadges } from "../store-badge/store-badge";
import { QrCode } from "../qr-code/qr-code";
import * as styles from "./hero.module.css";

export const HERO_SECOND_HEADLINE = "Delicious Curated Recipes, made by chefs not AI";
export const FRIDGE_INVITATION = "What's in your fridge? Find a recipe";

export const Hero = () => {
  const { tagline, productName } = useSiteConfig();
  const data = useStaticQuery<Queries.HeroImageQuery>(graphql`
    query HeroImage {
      file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero-phone.png" }) {
        childImageSharp {
          gatsbyImageData(
            width: 460
            layout: CONSTRAINED
            placeholder: NONE
            breakpoints: [320, 460, 690, 920]
            sizes: "(max-width: 40rem) 78vw, 460px"
            # The LCP image: AVIF at 50 looks the same here and arrives in half the bytes of 70.
            avifOptions: { quality: 50 }
          )
        }
      }
    }
  `);
  const image = data.file?.childImageSharp?.gatsbyImageData;

  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{`${productName} for iPhone and Android`}</p>
        <h1 id="hero-heading" className={styles.headline}>
          {tagline}
        </h1>
        <p className={styles.lede}>{HERO_SECOND_HEADLINE}</p>
        <p className={styles.detail}>
          {`Tell ${productName} what is in your fridge and pantry. It finds chef-written recipes you can cook tonight, shows how many ingredients you already have, and keeps your grocery list short.`}
        </p>
        <StoreBadges location="hero" className={styles.badges} />
        <p className={styles.fridgeLink}>
          <Link to={recipeListPath(1)}>{FRIDGE_INVITATION}</Link>
        </p>
        <QrCode className={styles.qr} />
      </div>
      {image && (
        <Picture
          image={image}
          priority
          className={styles.art}
          alt={`The ${productName} app on a phone, listing recipes that match the ingredients in your fridge`}
        />
      )}
    </section>
  );
};

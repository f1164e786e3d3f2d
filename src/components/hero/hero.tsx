import React from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { recipeListPath } from "../../recipes/list-pages";
import { useSiteConfig } from "../../config/use-site-config";
import { Picture } from "../picture/picture";
import { StoreBadges } from "../store-badge/store-badge";
import { QrCode } from "../qr-code/qr-code";
import { useLocalPath, useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import * as styles from "./hero.module.css";

export const Hero = () => {
  const { productName } = useSiteConfig();
  const { tagline } = useTexts("site");
  const texts = useTexts("hero");
  const local = useLocalPath();
  const named = { productName };
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
        <p className={styles.eyebrow}>{fill(texts.eyebrow, named)}</p>
        <h1 id="hero-heading" className={styles.headline}>
          {tagline}
        </h1>
        <p className={styles.lede}>{texts.secondHeadline}</p>
        <p className={styles.detail}>{fill(texts.detail, named)}</p>
        <StoreBadges location="hero" className={styles.badges} />
        <p className={styles.fridgeLink}>
          <Link to={local(recipeListPath(1))}>{texts.fridgeInvitation}</Link>
        </p>
        <QrCode className={styles.qr} />
      </div>
      {image && (
        <Picture image={image} priority className={styles.art} alt={fill(texts.imageAlt, named)} />
      )}
    </section>
  );
};

import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import { StoreBadges } from "../store-badge/store-badge";
import * as styles from "./app-offer.module.css";

type AppOfferProps = { recipeName: string };

export const AppOffer = ({ recipeName }: AppOfferProps) => {
  const { productName } = useSiteConfig();
  const { appOffer } = useTexts("storeBadges");
  return (
    <section className={styles.offer} aria-labelledby="app-offer-heading">
      <h2 id="app-offer-heading" className={styles.heading}>
        {fill(appOffer.heading, { productName })}
      </h2>
      <p className={styles.text}>{fill(appOffer.text, { productName, recipeName })}</p>
      <StoreBadges location="recipe" className={styles.badges} />
    </section>
  );
};

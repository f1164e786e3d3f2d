import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { StoreBadges } from "../store-badge/store-badge";
import { appOfferHeading } from "./app-offer-heading";
import * as styles from "./app-offer.module.css";

type AppOfferProps = { recipeName: string };

export const AppOffer = ({ recipeName }: AppOfferProps) => {
  const { productName } = useSiteConfig();
  return (
    <section className={styles.offer} aria-labelledby="app-offer-heading">
      <h2 id="app-offer-heading" className={styles.heading}>
        {appOfferHeading(productName)}
      </h2>
      <p className={styles.text}>
        Save {recipeName} in {productName}, see which of its ingredients are already in your fridge
        and pantry, and put the rest on your grocery list.
      </p>
      <StoreBadges location="recipe" className={styles.badges} />
    </section>
  );
};

import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { QrCode } from "../qr-code/qr-code";
import { StoreBadges } from "../store-badge/store-badge";
import * as styles from "./fridge-picker.module.css";

export const fridgeOfferHeading = (productName: string): string =>
  `${productName} does this with your whole pantry`;

export const FridgeOffer = () => {
  const { productName } = useSiteConfig();
  return (
    <aside className={styles.offer} aria-labelledby="fridge-offer-heading">
      <h2 id="fridge-offer-heading" className={styles.offerHeading}>
        {fridgeOfferHeading(productName)}
      </h2>
      <p className={styles.offerText}>
        Keep your pantry in {productName} and every recipe shows what you have, what is missing and
        what goes on the grocery list.
      </p>
      <StoreBadges location="recipes" className={styles.badges} />
      <QrCode className={styles.qr} />
    </aside>
  );
};

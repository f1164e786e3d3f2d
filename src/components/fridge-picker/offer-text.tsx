import React from "react";
import * as styles from "./offer-text.module.css";

export const fridgeOfferHeading = (productName: string): string =>
  `${productName} does this with your whole pantry`;

type OfferTextProps = { productName: string };

export const OfferText = ({ productName }: OfferTextProps) => (
  <>
    <h2 id="fridge-offer-heading" className={styles.offerHeading}>
      {fridgeOfferHeading(productName)}
    </h2>
    <p className={styles.offerText}>
      Keep your pantry in {productName} and every recipe shows what you have, what is missing and
      what goes on the grocery list.
    </p>
  </>
);

import React from "react";
import { useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import * as styles from "./offer-text.module.css";

type OfferTextProps = { productName: string };

export const OfferText = ({ productName }: OfferTextProps) => {
  const t = useTexts("fridge");
  return (
    <>
      <h2 id="fridge-offer-heading" className={styles.offerHeading}>
        {fill(t.offerHeading, { productName })}
      </h2>
      <p className={styles.offerText}>{fill(t.offerText, { productName })}</p>
    </>
  );
};

import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { QrCode } from "../qr-code/qr-code";
import { keptFromServer } from "../server-kept/server-kept";
import { StoreBadges } from "../store-badge/store-badge";
import * as styles from "./fridge-page.module.css";
// The kept part's rules, inlined with this page's (see keptFromServer).
import "./offer-text.module.css";

/** Words that never change once drawn: a first visit keeps the server's. */
const OfferText = keptFromServer(
  () => import(/* webpackChunkName: "recipe-list-parts" */ "./offer-text"),
  (text) => text.OfferText,
);

export const FridgeOffer = () => {
  const { productName } = useSiteConfig();
  return (
    <aside className={styles.offer} aria-labelledby="fridge-offer-heading">
      <OfferText productName={productName} />
      <StoreBadges location="recipes" className={styles.badges} />
      <QrCode className={styles.qr} />
    </aside>
  );
};

import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
// Badges before the QR code, as in the hero, so the one style sheet keeps a single order.
import { StoreBadges } from "../store-badge/store-badge";
import { PageSection } from "../page-section/page-section";
import { QrCode } from "../qr-code/qr-code";
import * as styles from "./get-app.module.css";
import { getAppTitle } from "./get-app-title";

export const PHONE_EXPLANATION =
  "Open this link on a phone and it goes straight to the right store: the App Store on an iPhone or iPad, Google Play on Android.";

/** What /get shows when it does not send the visitor to a store: computers, and phones without JavaScript. */
export const GetApp = () => {
  const { productName } = useSiteConfig();
  return (
    <PageSection width="wide">
      <div className={styles.panel}>
        <div className={styles.copy}>
          <h1 className={styles.title}>{getAppTitle(productName)}</h1>
          <p className={styles.lede}>
            {productName} is on the App Store for iPhone and iPad, and on Google Play for Android.
          </p>
          <p className={`${styles.status} ${styles.toAppStore}`}>
            Opening the App Store… If it does not open, tap its badge below.
          </p>
          <p className={`${styles.status} ${styles.toPlayStore}`}>
            Opening Google Play… If it does not open, tap its badge below.
          </p>
          <StoreBadges location="get" className={styles.badges} />
          <p className={styles.note}>{PHONE_EXPLANATION}</p>
        </div>
        <QrCode className={styles.qr} size="large" />
      </div>
    </PageSection>
  );
};

import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
// Badges before the QR code, as in the hero, so the one style sheet keeps a single order.
import { StoreBadges } from "../store-badge/store-badge";
import { PageSection } from "../page-section/page-section";
import { QrCode } from "../qr-code/qr-code";
import * as styles from "./get-app.module.css";

/** What /get shows when it does not send the visitor to a store: computers, and phones without JavaScript. */
export const GetApp = () => {
  const { productName } = useSiteConfig();
  const texts = useTexts("getApp");
  return (
    <PageSection width="wide">
      <div className={styles.panel}>
        <div className={styles.copy}>
          <h1 className={styles.title}>{fill(texts.title, { productName })}</h1>
          <p className={styles.lede}>{fill(texts.lede, { productName })}</p>
          <p className={`${styles.status} ${styles.toAppStore}`}>{texts.toAppStore}</p>
          <p className={`${styles.status} ${styles.toPlayStore}`}>{texts.toPlayStore}</p>
          <StoreBadges location="get" className={styles.badges} />
          <p className={styles.note}>{texts.phoneExplanation}</p>
        </div>
        <QrCode className={styles.qr} size="large" />
      </div>
    </PageSection>
  );
};

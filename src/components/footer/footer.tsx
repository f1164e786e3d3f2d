import React, { useEffect } from "react";
import { Link } from "gatsby";
import { useAnalytics } from "../../analytics";
import { CONSENT_BAR_MARKS } from "../consent-bar/bar-marks";
import { CONSENT_BAR_HOST_ID, PRIVACY_CHOICES_LABEL } from "../consent-bar/privacy-choices";
import { FOOTER_ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import * as styles from "./footer.module.css";

export const COPYRIGHT_YEAR = 2025;

export const Footer = () => {
  const { company } = useSiteConfig();
  const analytics = useAnalytics();
  // A click before the app was there was answered by the first paint's script: the app takes over
  // the bar it opened (and applies any answer given on it).
  useEffect(() => {
    const host = document.getElementById(CONSENT_BAR_HOST_ID);
    if (host?.hasAttribute(CONSENT_BAR_MARKS.opened)) analytics.openPrivacyChoices();
  }, [analytics]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {company}
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_ROUTES.map(({ path, navLabel }) => (
              <li key={path}>
                <Link to={path}>{navLabel}</Link>
              </li>
            ))}
            {analytics.sendsRequests && (
              <li className={styles.choicesItem}>
                <button
                  type="button"
                  className={styles.choices}
                  {...{ [CONSENT_BAR_MARKS.opener]: "" }}
                  onClick={() => analytics.openPrivacyChoices()}
                >
                  {PRIVACY_CHOICES_LABEL}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.trademarks}>
          Apple and the Apple logo are trademarks of Apple Inc. Google Play and the Google Play logo
          are trademarks of Google LLC.
        </p>
      </div>
    </footer>
  );
};

import React from "react";
import { Link } from "gatsby";
import { useAnalytics } from "../../analytics";
import { PRIVACY_CHOICES_LABEL } from "../consent-bar/privacy-choices";
import { FOOTER_ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import * as styles from "./footer.module.css";

export const COPYRIGHT_YEAR = 2025;

export const Footer = () => {
  const { company } = useSiteConfig();
  const analytics = useAnalytics();
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

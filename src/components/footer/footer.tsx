import React, { useEffect } from "react";
import { Link } from "gatsby";
import { useAnalytics } from "../../analytics";
import { CONSENT_BAR_MARKS } from "../consent-bar/bar-marks";
import { usePageConsentWords } from "../consent-bar/page-words";
import { CONSENT_BAR_HOST_ID } from "../consent-bar/privacy-choices";
import { LanguagePicker } from "../language-picker/language-picker";
import { FOOTER_ROUTES, ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import { useLocalPath, useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import * as styles from "./footer.module.css";

export const COPYRIGHT_YEAR = 2025;

export const Footer = () => {
  const { company } = useSiteConfig();
  const analytics = useAnalytics();
  const texts = useTexts("footer");
  const { routes } = useTexts("site");
  const consentWords = usePageConsentWords();
  const local = useLocalPath();
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
          {fill(texts.copyright, { year: String(COPYRIGHT_YEAR), company })}
        </p>
        <nav aria-label={texts.nav}>
          <ul className={styles.links}>
            {FOOTER_ROUTES.map((name) => (
              <li key={name}>
                <Link to={local(ROUTES[name].path)}>{routes[name].navLabel}</Link>
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
                  {consentWords.label}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <LanguagePicker className={styles.languages} />
        <p className={styles.trademarks}>
          {texts.appleTrademark} {texts.googleTrademark}
        </p>
      </div>
    </footer>
  );
};

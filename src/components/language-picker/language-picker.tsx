import React, { type MouseEvent } from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { LANGUAGES } from "../../i18n/languages";
import { usePageLanguage, useTexts } from "../../i18n/texts";
import { languageTarget, withPlace } from "./language-links";
import * as styles from "./language-picker.module.css";

type LanguagePickerProps = { className?: string };

/**
 * Links to this page in each language the site is built in. The query and the hash (the
 * ingredients in the fridge, the servings) are read as the link is followed, so the visitor keeps
 * their place without anything being stored. No language is ever chosen for them.
 */
export const LanguagePicker = ({ className }: LanguagePickerProps) => {
  const { languages: built } = useSiteConfig();
  const { language: current, basePath, languages: existsIn } = usePageLanguage();
  const texts = useTexts("footer");
  if (built.length < 2) return null;
  return (
    <nav aria-label={texts.languages} className={className}>
      <ul className={styles.list}>
        {built.map((language) => {
          const target = languageTarget(basePath, existsIn, language);
          const follow = (event: MouseEvent<HTMLAnchorElement>) => {
            event.currentTarget.href = withPlace(target, window.location);
          };
          return (
            <li key={language}>
              <a
                className={styles.link}
                href={target.path}
                hrefLang={language}
                lang={language}
                aria-current={
                  language === current ? (target.samePage ? "page" : "true") : undefined
                }
                onClick={follow}
                onAuxClick={follow}
              >
                {LANGUAGES[language].label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};

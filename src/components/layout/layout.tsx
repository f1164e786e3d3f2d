import React, { Suspense, useEffect, type ReactNode } from "react";
import { useLanguage, useTexts } from "../../i18n/texts";
import { ErrorBoundary } from "../error-boundary/error-boundary";
import { Footer } from "../footer/footer";
import { TopBar } from "../top-bar/top-bar";
import * as styles from "./layout.module.css";
// The consent bar's rules, inlined with every page: the server draws the bar into each one
// (server-bar.tsx), to be shown in the first paint where the visitor is asked.
import "../consent-bar/consent-bar.module.css";

export const MAIN_CONTENT_ID = "main-content";

type LayoutProps = { children: ReactNode; pathname: string };

/** A move within the site to a page in another language says so to the browser too. */
const usePageLanguageOnDocument = () => {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
};

export const Layout = ({ children, pathname }: LayoutProps) => {
  usePageLanguageOnDocument();
  const texts = useTexts("layout");
  return (
    <div className={styles.page}>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        {texts.skipToContent}
      </a>
      <Suspense>
        <TopBar />
      </Suspense>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
};

import React, { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "../error-boundary/error-boundary";
import { Footer } from "../footer/footer";
import { TopBar } from "../top-bar/top-bar";
import * as styles from "./layout.module.css";
// The consent bar's rules, inlined with every page: the server draws the bar into each one
// (server-bar.tsx), to be shown in the first paint where the visitor is asked.
import "../consent-bar/consent-bar.module.css";

export const MAIN_CONTENT_ID = "main-content";

type LayoutProps = { children: ReactNode; pathname: string };

export const Layout = ({ children, pathname }: LayoutProps) => (
  <div className={styles.page}>
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
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

import React, { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "../error-boundary/error-boundary";
import { Footer } from "../footer/footer";
import { TopBar } from "../top-bar/top-bar";
import * as styles from "./layout.module.css";

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

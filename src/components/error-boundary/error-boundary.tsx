import React, { Component, type ErrorInfo, type ReactNode } from "react";
import * as styles from "./error-boundary.module.css";

export const ERROR_PAGE_TITLE = "Unexpected Application Error!";

/** Marks a <title> this boundary had to add, so it can take it away again. */
const OWN_TITLE = "data-error-title";

const showErrorTitle = () => {
  let title = document.head.querySelector("title");
  if (!title) {
    title = document.createElement("title");
    title.setAttribute(OWN_TITLE, "");
    document.head.append(title);
  }
  if (title.textContent !== ERROR_PAGE_TITLE) title.textContent = ERROR_PAGE_TITLE;
};

const removeOwnTitle = () => {
  document.head.querySelectorAll(`title[${OWN_TITLE}]`).forEach((title) => title.remove());
};

type ErrorBoundaryProps = {
  children: ReactNode;
  /** The layout outlives the pages, so a new page must get a fresh try: pass its pathname. */
  resetKey?: string;
};
type ErrorBoundaryState = { error: Error | null };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  private titleGuard: MutationObserver | null = null;

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(ERROR_PAGE_TITLE, error, info.componentStack);
  }

  componentDidMount() {
    if (this.state.error) this.holdErrorTitle();
  }

  componentDidUpdate(previousProps: ErrorBoundaryProps, previousState: ErrorBoundaryState) {
    // Only an error shown before the page changed is cleared, not one the new page just threw.
    if (previousState.error && previousProps.resetKey !== this.props.resetKey) {
      this.releaseErrorTitle();
      this.setState({ error: null });
      return;
    }
    if (this.state.error) this.holdErrorTitle();
  }

  componentWillUnmount() {
    this.releaseErrorTitle();
  }

  /** Gatsby writes the failed page's own Head after this renders, so the title is kept here. */
  private holdErrorTitle() {
    showErrorTitle();
    if (this.titleGuard) return;
    this.titleGuard = new MutationObserver(showErrorTitle);
    this.titleGuard.observe(document.head, { childList: true, subtree: true, characterData: true });
  }

  private releaseErrorTitle() {
    this.titleGuard?.disconnect();
    this.titleGuard = null;
    removeOwnTitle();
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.panel} role="alert">
        <h1>{ERROR_PAGE_TITLE}</h1>
        <p>Something went wrong while showing this page. Please try again in a moment.</p>
        <p className={styles.detail}>{this.state.error.message}</p>
        {/* A full load, since the app that failed may not be able to navigate. */}
        <a className={styles.home} href="/">
          Back to the home page
        </a>
      </section>
    );
  }
}

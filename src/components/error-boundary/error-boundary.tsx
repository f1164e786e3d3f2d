import React, { Component, type ErrorInfo, type ReactNode } from "react";
import * as styles from "./error-boundary.module.css";

export const ERROR_PAGE_TITLE = "Unexpected Application Error!";

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { error: Error | null };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(ERROR_PAGE_TITLE, error, info.componentStack);
  }

  componentDidUpdate() {
    if (this.state.error) document.title = ERROR_PAGE_TITLE;
  }

  componentDidMount() {
    this.componentDidUpdate();
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

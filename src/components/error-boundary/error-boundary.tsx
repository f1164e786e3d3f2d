import React, { Component, type ErrorInfo, type ReactNode } from "react";
import { ROUTES } from "../../config/routes";
import { useLocalPath, useTexts, type Texts } from "../../i18n/texts";
import * as styles from "./error-boundary.module.css";

/** Marks a <title> this boundary had to add, so it can take it away again. */
const OWN_TITLE = "data-error-title";

const showErrorTitle = (errorTitle: string) => {
  let title = document.head.querySelector("title");
  if (!title) {
    title = document.createElement("title");
    title.setAttribute(OWN_TITLE, "");
    document.head.append(title);
  }
  if (title.textContent !== errorTitle) title.textContent = errorTitle;
};

const removeOwnTitle = () => {
  document.head.querySelectorAll(`title[${OWN_TITLE}]`).forEach((title) => title.remove());
};

type BoundaryProps = {
  children: ReactNode;
  /** What the error says, in the page's language. */
  texts: Texts["errors"];
  /** The home page in the page's language. */
  homePath: string;
  /** The layout outlives the pages, so a new page must get a fresh try: pass its pathname. */
  resetKey?: string;
};
type ErrorBoundaryState = { error: Error | null };

class Boundary extends Component<BoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  private titleGuard: MutationObserver | null = null;

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.texts.title, error, info.componentStack);
  }

  componentDidMount() {
    if (this.state.error) this.holdErrorTitle();
  }

  componentDidUpdate(previousProps: BoundaryProps, previousState: ErrorBoundaryState) {
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
    const show = () => showErrorTitle(this.props.texts.title);
    show();
    if (this.titleGuard) return;
    this.titleGuard = new MutationObserver(show);
    this.titleGuard.observe(document.head, { childList: true, subtree: true, characterData: true });
  }

  private releaseErrorTitle() {
    this.titleGuard?.disconnect();
    this.titleGuard = null;
    removeOwnTitle();
  }

  render() {
    if (!this.state.error) return this.props.children;
    const { texts, homePath } = this.props;
    return (
      <section className={styles.panel} role="alert">
        <h1>{texts.title}</h1>
        <p>{texts.text}</p>
        <p className={styles.detail}>{this.state.error.message}</p>
        {/* A full load, since the app that failed may not be able to navigate. */}
        <a className={styles.home} href={homePath}>
          {texts.homeLink}
        </a>
      </section>
    );
  }
}

type ErrorBoundaryProps = Pick<BoundaryProps, "children" | "resetKey">;

/** Shows an error in the page's language, with the way back to its home page. */
export const ErrorBoundary = ({ children, resetKey }: ErrorBoundaryProps) => {
  const texts = useTexts("errors");
  const local = useLocalPath();
  return (
    <Boundary texts={texts} homePath={local(ROUTES.home.path)} resetKey={resetKey}>
      {children}
    </Boundary>
  );
};

import React, { useEffect, useRef, useState } from "react";
import { withPrefix } from "gatsby";
import type { ConsentChoice, ConsentPurpose } from "../../analytics/consent/consent";
import { ROUTES } from "../../config/routes";
import { localizedPath } from "../../i18n/languages";
import { fill } from "../../i18n/words";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import * as styles from "./consent-bar.module.css";
import type { ConsentBarPage, ConsentBarWords } from "./page-words";

/** The question, naming every purpose this build asks about. */
export const askText = (purposes: readonly ConsentPurpose[], words: ConsentBarWords): string =>
  fill(purposes.length > 1 ? words.askBoth : words.askOne, {
    purposes: purposes.map((purpose) => words.purposes[purpose]).join(words.and),
  });

export const POLICY_ANALYTICS_PATH = `${ROUTES.privacyPolicy.path}#analytics`;

/** Names the answer a button gives, for the first paint's script (first-paint.ts). */
const answers = (choice: ConsentChoice) => ({ [CONSENT_BAR_MARKS.choice]: choice });

type ConsentBarProps = {
  /** The bar's words in the page's language, whose policy it links to. */
  page: ConsentBarPage;
  /** What the visitor is asked to agree to, every purpose this build records for. */
  purposes: readonly ConsentPurpose[];
  /** A browser privacy signal already declined: there is nothing to ask. */
  signal: boolean;
  /** Moves focus into the bar, when the visitor opened it themselves. */
  focusOnOpen: boolean;
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
};

export const ConsentBar = ({
  page: { words, language },
  purposes,
  signal,
  focusOnOpen,
  onChoose,
  onClose,
}: ConsentBarProps) => {
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    if (focusOnOpen) bar.current?.focus();
  }, [focusOnOpen]);

  // Room at the end of the page as tall as the bar, so the footer can scroll clear of it; added
  // after all content, it moves nothing already on screen.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const choose = (choice: ConsentChoice) => {
    onChoose(choice);
    onClose();
  };

  return (
    <>
      <div style={{ height }} />
      <section ref={bar} className={styles.bar} aria-label={words.label} tabIndex={-1}>
        <div className={styles.inner}>
          <p className={styles.text}>
            {`${signal ? words.signal : askText(purposes, words)} `}
            <a href={withPrefix(localizedPath(POLICY_ANALYTICS_PATH, language))}>{words.policy}</a>
          </p>
          <div className={styles.actions}>
            {signal ? (
              <button type="button" className={styles.button} onClick={onClose}>
                {words.close}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.button}
                  {...answers("agree")}
                  onClick={() => choose("agree")}
                >
                  {words.agree}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  {...answers("decline")}
                  onClick={() => choose("decline")}
                >
                  {words.decline}
                </button>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
};

import React, { useEffect, useRef, useState } from "react";
import { withPrefix } from "gatsby";
import type { ConsentChoice, ConsentPurpose } from "../../analytics/consent/consent";
import { ROUTES } from "../../config/routes";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import * as styles from "./consent-bar.module.css";
import { CONSENT_BAR_TEXT, askText } from "./consent-bar-text";

export { CONSENT_BAR_TEXT, askText };

export const POLICY_ANALYTICS_PATH = `${ROUTES.privacyPolicy.path}#analytics`;

/** Names the answer a button gives, for the first paint's script (first-paint.ts). */
const answers = (choice: ConsentChoice) => ({ [CONSENT_BAR_MARKS.choice]: choice });

type ConsentBarProps = {
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
      <section ref={bar} className={styles.bar} aria-label={CONSENT_BAR_TEXT.label} tabIndex={-1}>
        <div className={styles.inner}>
          <p className={styles.text}>
            {`${signal ? CONSENT_BAR_TEXT.signal : askText(purposes)} `}
            <a href={withPrefix(POLICY_ANALYTICS_PATH)}>{CONSENT_BAR_TEXT.policy}</a>
          </p>
          <div className={styles.actions}>
            {signal ? (
              <button type="button" className={styles.button} onClick={onClose}>
                {CONSENT_BAR_TEXT.close}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.button}
                  {...answers("agree")}
                  onClick={() => choose("agree")}
                >
                  {CONSENT_BAR_TEXT.agree}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  {...answers("decline")}
                  onClick={() => choose("decline")}
                >
                  {CONSENT_BAR_TEXT.decline}
                </button>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
};

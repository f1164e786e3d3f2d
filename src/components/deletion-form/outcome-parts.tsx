import React, { type RefObject } from "react";
import { DELETION_DAYS } from "../../config/policy";
import { fillNodes } from "../../i18n/fill-nodes";
import { useLanguage, useTexts } from "../../i18n/texts";
import { plural } from "../../i18n/words";
import * as styles from "./deletion-form.module.css";

type ConfirmedProps = {
  email: string;
  headingRef?: RefObject<HTMLHeadingElement>;
  onStartOver?: () => void;
};

/**
 * The success view, in the first load with the form: it is drawn unseen under the form while the
 * request is on its way, so the card already has its size when the answer takes the form's place.
 */
export const Confirmed = ({ email, headingRef, onStartOver }: ConfirmedProps) => {
  const texts = useTexts("deletion");
  const t = texts.outcome;
  const language = useLanguage();
  return (
    <div className={styles.success}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.successHeading}>
        {t.receivedTitle}
      </h2>
      <p>{fillNodes(t.received, { email: <strong>{email}</strong> })}</p>
      <p>
        {plural(t.processedWithin, DELETION_DAYS, language)} {texts.confirmation}
      </p>
      <button type="button" className={styles.secondary} onClick={onStartOver}>
        {t.submitAnother}
      </button>
    </div>
  );
};

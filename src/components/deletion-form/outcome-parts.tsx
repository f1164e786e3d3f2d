import React, { type RefObject } from "react";
import { fillNodes } from "../../i18n/fill-nodes";
import { useTexts } from "../../i18n/texts";
import * as styles from "./deletion-form.module.css";

type ReceivedProps = { email: string; headingRef: RefObject<HTMLHeadingElement> };

/**
 * The opening of the confirmation, in the first load: the full view (its own chunk) adds the
 * timescale and "Submit Another Request", the plain view drawn when that chunk cannot load does not.
 */
export const Received = ({ email, headingRef }: ReceivedProps) => {
  const t = useTexts("deletion").outcome;
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.successHeading}>
        {t.receivedTitle}
      </h2>
      <p>{fillNodes(t.received, { email: <strong>{email}</strong> })}</p>
    </>
  );
};

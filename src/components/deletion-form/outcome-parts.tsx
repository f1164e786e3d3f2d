import React, { type RefObject } from "react";
import * as styles from "./deletion-form.module.css";

/** The title of the view for a request that could not be confirmed. */
export const NOT_REACHED_TITLE = "Your request has not reached us yet";

type ReceivedProps = { email: string; headingRef: RefObject<HTMLHeadingElement> };

/**
 * The opening of the confirmation, in the first load: the full view (its own chunk) adds the
 * timescale and "Submit Another Request", the plain view drawn when that chunk cannot load does not.
 */
export const Received = ({ email, headingRef }: ReceivedProps) => (
  <>
    <h2 ref={headingRef} tabIndex={-1} className={styles.successHeading}>
      Request Submitted Successfully
    </h2>
    <p>
      We received the request to delete the data of <strong>{email}</strong>.
    </p>
  </>
);

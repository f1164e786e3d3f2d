import React, { useEffect, type RefObject } from "react";
import { DELETION_CONFIRMATION, DELETION_DAYS } from "../../config/policy";
import type { DeletionFormState } from "./deletion-form-state";
import { EmailRoute } from "./email-route";
import { NOT_REACHED_TITLE, Received } from "./outcome-parts";
import * as styles from "./deletion-form.module.css";

/** What the form shows once a request has gone, or could not go. */
export type OutcomeState = Extract<
  DeletionFormState,
  { status: "confirmed" } | { status: "unconfirmed" } | { status: "email-route" }
>;

export type OutcomeProps = {
  state: OutcomeState;
  contactEmail: string;
  productName: string;
  headingRef: RefObject<HTMLHeadingElement>;
  /** Sends the same request again (only after it could not be confirmed). */
  onRetry: () => void;
  onStartOver: () => void;
  onCopy: (message: string) => void;
};

export const DeletionOutcome = ({
  state,
  contactEmail,
  productName,
  headingRef,
  onRetry,
  onStartOver,
  onCopy,
}: OutcomeProps) => {
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef, state.status]);

  if (state.status === "confirmed") {
    return (
      <div className={styles.success}>
        <Received email={state.email} headingRef={headingRef} />
        <p>
          Your request will be processed within {DELETION_DAYS} days. {DELETION_CONFIRMATION}
        </p>
        <button type="button" className={styles.secondary} onClick={onStartOver}>
          Submit Another Request
        </button>
      </div>
    );
  }

  const request = { contactEmail, productName, email: state.email, requestedAt: state.requestedAt };
  const unconfirmed = state.status === "unconfirmed";
  return (
    <EmailRoute
      request={request}
      headingRef={headingRef}
      title={unconfirmed ? NOT_REACHED_TITLE : "One more step: send the email"}
      retry={
        unconfirmed
          ? { label: "Try again", onClick: onRetry }
          : { label: "Start over", onClick: onStartOver }
      }
      deletionDays={DELETION_DAYS}
      onCopy={onCopy}
    >
      {unconfirmed ? (
        <>
          <p>
            We could not send your request to delete the data of <strong>{state.email}</strong> from
            this page. A content blocker, your network or a fault on our side can stop it.
          </p>
          <p>
            Please send it to us by email instead. It is already written for you, addressed to{" "}
            {contactEmail}.
          </p>
        </>
      ) : (
        <>
          <p>
            Your email app should now show a message to {contactEmail} asking us to delete the data
            of <strong>{state.email}</strong>. Press Send there: your request reaches us only once
            that email is sent.
          </p>
          <p>No email app opened? Copy the request and send it from any email account.</p>
        </>
      )}
    </EmailRoute>
  );
};

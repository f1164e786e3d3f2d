import React, { useEffect, type RefObject } from "react";
import { DELETION_DAYS } from "../../config/policy";
import { fillNodes } from "../../i18n/fill-nodes";
import { useTexts } from "../../i18n/texts";
import type { DeletionFormState } from "./deletion-form-state";
import { EmailRoute } from "./email-route";

/** What the form shows when a request has not reached us, or can only go by email. */
export type OutcomeState = Extract<
  DeletionFormState,
  { status: "unconfirmed" } | { status: "email-route" }
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
  const t = useTexts("deletion").outcome;
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef, state.status]);

  const request = { contactEmail, productName, email: state.email, requestedAt: state.requestedAt };
  const unconfirmed = state.status === "unconfirmed";
  const email = <strong>{state.email}</strong>;
  return (
    <EmailRoute
      request={request}
      headingRef={headingRef}
      title={unconfirmed ? t.notReachedTitle : t.emailStepTitle}
      retry={
        unconfirmed
          ? { label: t.tryAgain, onClick: onRetry }
          : { label: t.startOver, onClick: onStartOver }
      }
      deletionDays={DELETION_DAYS}
      onCopy={onCopy}
    >
      {unconfirmed ? (
        <>
          <p>{fillNodes(t.notSent, { email })}</p>
          <p>{fillNodes(t.sendByEmail, { contactEmail })}</p>
        </>
      ) : (
        <>
          <p>{fillNodes(t.pressSend, { contactEmail, email })}</p>
          <p>{t.noEmailApp}</p>
        </>
      )}
    </EmailRoute>
  );
};

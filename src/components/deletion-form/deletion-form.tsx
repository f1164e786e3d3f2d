import React, { useEffect, useRef, useState, type FormEvent } from "react";
import {
  deletionRequested,
  newInsertId,
  useAnalytics,
  type Delivery,
  type EventId,
} from "../../analytics";
import { DELETION_DAYS } from "../../config/policy";
import { useSiteConfig } from "../../config/use-site-config";
import {
  SIMULATED_SUBMIT_DELAY_MS,
  SUBMIT_TIMEOUT_MS,
  canSubmit,
  initialState,
  type DeletionFormState,
} from "./deletion-form-state";
import { deletionMailto } from "./deletion-mailto";
import { EmailRoute } from "./email-route";
import { openMail } from "./open-mail";
import * as styles from "./deletion-form.module.css";

const SUBMITTING_MESSAGE = "Submitting your request";

export const DeletionForm = () => {
  const analytics = useAnalytics();
  const { contactEmail, productName } = useSiteConfig();
  const [state, setState] = useState<DeletionFormState>(initialState);
  const [announcement, setAnnouncement] = useState("");
  const attempt = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const returning = useRef(false);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  useEffect(() => clearTimers, []);

  useEffect(() => {
    if (state.status === "idle") {
      if (returning.current) emailInput.current?.focus();
      returning.current = false;
    } else if (state.status !== "submitting") {
      heading.current?.focus();
    }
  }, [state.status]);

  /** A retry is the same request: same time, same id, so it is stored once however often it goes. */
  const send = (email: string, earlier?: { requestedAt: Date; eventId: EventId }) => {
    clearTimers();
    const id = ++attempt.current;
    const requestedAt = earlier?.requestedAt ?? new Date();
    if (!analytics.sendsRequests) {
      setAnnouncement("");
      setState({ status: "email-route", email, requestedAt });
      openMail(deletionMailto({ contactEmail, productName, email, requestedAt }));
      return;
    }
    const eventId = earlier?.eventId ?? { insertId: newInsertId(), time: requestedAt.getTime() };
    setAnnouncement(SUBMITTING_MESSAGE);
    setState({ status: "submitting", email, requestedAt, eventId });

    let delivery: Delivery | undefined;
    let waitedLongEnough = false;
    const finish = (result: Delivery) => {
      if (attempt.current !== id) return;
      attempt.current += 1;
      clearTimers();
      setAnnouncement("");
      setState(
        result === "sent"
          ? { status: "confirmed", email }
          : { status: "unconfirmed", email, requestedAt, eventId },
      );
    };
    const finishWhenReady = () => {
      if (waitedLongEnough && delivery) finish(delivery);
    };

    analytics.track(deletionRequested(email, requestedAt), {
      immediate: true,
      requestedByVisitor: true,
      eventId,
      // The page may still be fetching what sends it; the wait for an answer starts once it goes.
      onLeaving: () => {
        if (attempt.current === id) {
          timers.current.push(setTimeout(() => finish("not-sent"), SUBMIT_TIMEOUT_MS));
        }
      },
      onDelivery: (result) => {
        delivery = result;
        finishWhenReady();
      },
    });
    timers.current.push(
      setTimeout(() => {
        waitedLongEnough = true;
        finishWhenReady();
      }, SIMULATED_SUBMIT_DELAY_MS),
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit(state)) send(state.email.trim());
  };

  const startOver = () => {
    clearTimers();
    attempt.current += 1;
    returning.current = true;
    setAnnouncement("");
    setState(initialState);
  };

  const liveRegion = (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  if (state.status === "confirmed") {
    return (
      <div className={styles.root}>
        <div className={styles.success}>
          <h2 ref={heading} tabIndex={-1} className={styles.successHeading}>
            Request Submitted Successfully
          </h2>
          <p>
            We received the request to delete the data of <strong>{state.email}</strong>.
          </p>
          <p>
            Your request will be processed within {DELETION_DAYS} days, and you will receive a
            confirmation email once it is complete.
          </p>
          <button type="button" className={styles.secondary} onClick={startOver}>
            Submit Another Request
          </button>
        </div>
        {liveRegion}
      </div>
    );
  }

  if (state.status === "unconfirmed" || state.status === "email-route") {
    const request = {
      contactEmail,
      productName,
      email: state.email,
      requestedAt: state.requestedAt,
    };
    const unconfirmed = state.status === "unconfirmed";
    return (
      <div className={styles.root}>
        <EmailRoute
          request={request}
          headingRef={heading}
          title={
            unconfirmed ? "Your request has not reached us yet" : "One more step: send the email"
          }
          retry={
            unconfirmed
              ? {
                  label: "Try again",
                  onClick: () =>
                    send(state.email, { requestedAt: state.requestedAt, eventId: state.eventId }),
                }
              : { label: "Start over", onClick: startOver }
          }
          deletionDays={DELETION_DAYS}
          onCopy={setAnnouncement}
        >
          {unconfirmed ? (
            <>
              <p>
                We could not send your request to delete the data of <strong>{state.email}</strong>{" "}
                from this page. A content blocker, your network or a fault on our side can stop it.
              </p>
              <p>
                Please send it to us by email instead. It is already written for you, addressed to{" "}
                {contactEmail}.
              </p>
            </>
          ) : (
            <>
              <p>
                Your email app should now show a message to {contactEmail} asking us to delete the
                data of <strong>{state.email}</strong>. Press Send there: your request reaches us
                only once that email is sent.
              </p>
              <p>No email app opened? Copy the request and send it from any email account.</p>
            </>
          )}
        </EmailRoute>
        {liveRegion}
      </div>
    );
  }

  const submitting = state.status === "submitting";
  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={handleSubmit} aria-busy={submitting}>
        <label htmlFor="deletion-email" className={styles.label}>
          Email Address *
        </label>
        <input
          ref={emailInput}
          id="deletion-email"
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-required="true"
          aria-describedby="deletion-email-hint"
          placeholder="Enter your email address"
          value={state.email}
          readOnly={submitting}
          onChange={(event) => setState({ status: "idle", email: event.target.value })}
        />
        <p id="deletion-email-hint" className={styles.hint}>
          Use the email address you sign in to the app with.
          {!analytics.sendsRequests &&
            " Submitting opens your email app with the request written out for you to send."}
        </p>
        <button type="submit" className={styles.primary} disabled={!canSubmit(state)}>
          {submitting ? "Submitting..." : "Submit Request"}
        </button>
      </form>
      {liveRegion}
    </div>
  );
};

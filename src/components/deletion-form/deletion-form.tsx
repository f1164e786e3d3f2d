import React, { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from "react";
import {
  privateArea,
  deletionRequested,
  newInsertId,
  useAnalytics,
  type Delivery,
  type EventId,
} from "../../analytics";
import { takeVisitorRequests } from "../../analytics/requests";
import { useSiteConfig } from "../../config/use-site-config";
import {
  SIMULATED_SUBMIT_DELAY_MS,
  SUBMIT_TIMEOUT_MS,
  canSubmit,
  initialState,
  type DeletionFormState,
} from "./deletion-form-state";
import { deletionMailto } from "./deletion-mailto";
import type { OutcomeProps } from "./deletion-outcome";
import { openMail } from "./open-mail";
import { NOT_REACHED_TITLE, Received } from "./outcome-parts";
import * as styles from "./deletion-form.module.css";

// The request's sender comes with this page's code: a request never waits for a fetch, which the
// visitor closing the tab during "Submitting..." would stop.
takeVisitorRequests();

const SUBMITTING_MESSAGE = "Submitting your request";

/**
 * What the form shows after a request (the confirmation, the email route) comes in its own chunk,
 * fetched as soon as the visitor starts on the form, well before the request has an answer.
 */
const importOutcome = () => import(/* webpackChunkName: "deletion-outcome" */ "./deletion-outcome");
const Outcome = lazy(() =>
  importOutcome().then(
    (module) => ({ default: module.DeletionOutcome }),
    () => ({ default: OutcomeUnavailable }),
  ),
);
/**
 * Drawn when the outcome's own chunk cannot be fetched (the network dropped after the visitor
 * started on the form): plainer, but as true as the full view, and the email route still works.
 */
const OutcomeUnavailable = ({ state, contactEmail, productName, headingRef }: OutcomeProps) => {
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  // Styled as the full views are: a delivered request in the success colours, one that has not
  // reached us in the email route's.
  return state.status === "confirmed" ? (
    <div className={styles.success}>
      <Received email={state.email} headingRef={headingRef} />
    </div>
  ) : (
    <div className={styles.emailRoute}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.emailRouteHeading}>
        {NOT_REACHED_TITLE}
      </h2>
      <p>
        Please email{" "}
        <a href={deletionMailto({ ...state, contactEmail, productName })}>{contactEmail}</a> to ask
        us to delete the data of <strong>{state.email}</strong>.
      </p>
    </div>
  );
};

/** A fetch that fails here is tried again when the outcome is drawn. */
const fetchOutcome = () => {
  importOutcome().catch(() => undefined);
};

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
    if (state.status !== "idle") return;
    if (returning.current) emailInput.current?.focus();
    returning.current = false;
  }, [state.status]);

  /** A retry is the same request: same time, same id, so it is stored once however often it goes. */
  const send = (email: string, earlier?: { requestedAt: Date; eventId: EventId }) => {
    clearTimers();
    fetchOutcome();
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

    analytics.request(deletionRequested(email, requestedAt), {
      eventId,
      onDelivery: (result) => {
        delivery = result;
        finishWhenReady();
      },
    });
    // The request leaves at once; without an answer by then, the visitor is told the truth.
    timers.current.push(setTimeout(() => finish("not-sent"), SUBMIT_TIMEOUT_MS));
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

  if (state.status !== "idle" && state.status !== "submitting") {
    const retryWith = state.status === "unconfirmed" ? state : undefined;
    return (
      <div className={styles.root} {...privateArea}>
        <Suspense fallback={null}>
          <Outcome
            state={state}
            contactEmail={contactEmail}
            productName={productName}
            headingRef={heading}
            onRetry={() => {
              if (retryWith) send(retryWith.email, retryWith);
            }}
            onStartOver={startOver}
            onCopy={setAnnouncement}
          />
        </Suspense>
        {liveRegion}
      </div>
    );
  }

  const submitting = state.status === "submitting";
  return (
    <div className={styles.root} {...privateArea}>
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
          onFocus={fetchOutcome}
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

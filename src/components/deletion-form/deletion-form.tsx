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
import { fillNodes } from "../../i18n/fill-nodes";
import { useLanguage, useTexts, type Texts } from "../../i18n/texts";
import { deletionMailto } from "./deletion-mailto";
import type { OutcomeProps } from "./deletion-outcome";
import { openMail } from "./open-mail";
import { Confirmed } from "./outcome-parts";
import * as styles from "./deletion-form.module.css";

// The request's sender comes with this page's code: a request never waits for a fetch, which the
// visitor closing the tab during "Submitting..." would stop.
takeVisitorRequests();

/** What the browser's own check found wrong with the address, in words of our own. */
const addressProblem = (input: HTMLInputElement, t: Texts["deletion"]["form"]) =>
  input.validity.valid ? "" : input.validity.valueMissing ? t.missingAddress : t.malformedAddress;

const FIELD_ID = "deletion-email";
const HINT_ID = "deletion-email-hint";
const PROBLEM_ID = "deletion-email-problem";
const REASON_ID = "deletion-submit-reason";

/**
 * What the form shows after a request that has not reached us (the email route) comes in its own
 * chunk, fetched as soon as the visitor starts on the form, well before the request has an answer.
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
  const { outcome: t, mail } = useTexts("deletion");
  const language = useLanguage();
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  return (
    <div className={styles.emailRoute}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.emailRouteHeading}>
        {t.notReachedTitle}
      </h2>
      <p>
        {fillNodes(t.pleaseEmail, {
          contactEmail: (
            <a href={deletionMailto({ ...state, contactEmail, productName }, { mail, language })}>
              {contactEmail}
            </a>
          ),
          email: <strong>{state.email}</strong>,
        })}
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
  const { form: t, mail } = useTexts("deletion");
  const language = useLanguage();
  const [state, setState] = useState<DeletionFormState>(initialState);
  const [announcement, setAnnouncement] = useState("");
  /** What is wrong with the address, once the visitor has left the field or tried to submit. */
  const [problem, setProblem] = useState("");
  const attempt = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const returning = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  /** The card's height when the answer came: what follows never moves up as the answer arrives. */
  const [held, setHeld] = useState<number>();

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  useEffect(() => clearTimers, []);

  // An address typed into the server's field before the page's code arrived is the visitor's.
  useEffect(() => {
    const typed = emailInput.current?.value ?? "";
    if (typed !== "")
      setState((current) => (current.email === "" ? { ...current, email: typed } : current));
  }, []);

  useEffect(() => {
    if (state.status !== "idle") return;
    if (returning.current) emailInput.current?.focus();
    returning.current = false;
  }, [state.status]);

  useEffect(() => {
    if (state.status === "confirmed") heading.current?.focus();
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
      openMail(
        deletionMailto({ contactEmail, productName, email, requestedAt }, { mail, language }),
      );
      return;
    }
    const eventId = earlier?.eventId ?? { insertId: newInsertId(), time: requestedAt.getTime() };
    setAnnouncement(t.submittingAnnouncement);
    setState({ status: "submitting", email, requestedAt, eventId });

    let delivery: Delivery | undefined;
    let waitedLongEnough = false;
    const finish = (result: Delivery) => {
      if (attempt.current !== id) return;
      attempt.current += 1;
      clearTimers();
      setAnnouncement("");
      setHeld(root.current?.getBoundingClientRect().height);
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
    setProblem("");
    setHeld(undefined);
    setState(initialState);
  };

  const liveRegion = (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  const rootProps = {
    ref: root,
    className: styles.root,
    style: held ? { minHeight: held } : undefined,
    ...privateArea,
  };

  if (state.status === "confirmed") {
    return (
      <div {...rootProps}>
        <Confirmed email={state.email} headingRef={heading} onStartOver={startOver} />
        {liveRegion}
      </div>
    );
  }

  if (state.status !== "idle" && state.status !== "submitting") {
    const retryWith = state.status === "unconfirmed" ? state : undefined;
    return (
      <div {...rootProps}>
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
  const offForEmpty = !submitting && !canSubmit(state);
  return (
    <div {...rootProps}>
      <form className={styles.form} onSubmit={handleSubmit} aria-busy={submitting}>
        <label htmlFor={FIELD_ID} className={styles.label}>
          {t.label}
        </label>
        <input
          ref={emailInput}
          id={FIELD_ID}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${PROBLEM_ID} ${HINT_ID}` : HINT_ID}
          placeholder={t.placeholder}
          value={state.email}
          readOnly={submitting}
          onFocus={fetchOutcome}
          onChange={(event) => {
            setState({ status: "idle", email: event.target.value });
            // Once said, the message follows the address until it is right.
            if (problem) setProblem(addressProblem(event.target, t));
          }}
          onBlur={(event) => {
            if (event.target.value !== "") setProblem(addressProblem(event.target, t));
          }}
          onInvalid={(event) => setProblem(addressProblem(event.currentTarget, t))}
        />
        {problem && (
          <p id={PROBLEM_ID} className={styles.problem}>
            {problem}
          </p>
        )}
        <p id={HINT_ID} className={styles.hint}>
          {t.hint}
          {!analytics.sendsRequests && ` ${t.hintEmailRoute}`}
        </p>
        <div className={styles.submitRow}>
          <button
            type="submit"
            className={submitting ? styles.busy : styles.primary}
            disabled={!canSubmit(state)}
            aria-describedby={offForEmpty ? REASON_ID : undefined}
          >
            {submitting && <span className={styles.spinner} aria-hidden="true" />}
            {submitting ? t.submitting : t.submit}
          </button>
          {offForEmpty && (
            <p id={REASON_ID} className={styles.reason}>
              {t.submitOffReason}
            </p>
          )}
        </div>
      </form>
      {submitting && (
        <div className={styles.unseen} aria-hidden="true">
          <Confirmed email={state.email} />
        </div>
      )}
      {liveRegion}
    </div>
  );
};

import React, { useEffect, useRef, useState, type FormEvent } from "react";
import { deletionRequested, useAnalytics, type Delivery } from "../../analytics";
import { useSiteConfig } from "../../config/use-site-config";
import {
  SIMULATED_SUBMIT_DELAY_MS,
  canSubmit,
  initialState,
  type DeletionFormState,
} from "./deletion-form-state";
import { deletionMailto } from "./deletion-mailto";
import * as styles from "./deletion-form.module.css";

export const DELETION_DAYS = 30;

type DeliveryFallbackProps = { email: string };

const DeliveryFallback = ({ email }: DeliveryFallbackProps) => {
  const { contactEmail, productName } = useSiteConfig();
  return (
    <div className={styles.fallback}>
      <p>
        We could not confirm that your request reached us. To be sure it does, please also send it
        to us by email.
      </p>
      <a
        className={styles.fallbackLink}
        href={deletionMailto({ contactEmail, productName, email })}
      >
        Email your request to {contactEmail}
      </a>
    </div>
  );
};

export const DeletionForm = () => {
  const analytics = useAnalytics();
  const [state, setState] = useState<DeletionFormState>(initialState);
  const [delivery, setDelivery] = useState<Delivery | "pending">("pending");
  const requestId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const successHeading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const returning = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (state.status === "submitted") successHeading.current?.focus();
    if (state.status === "idle" && returning.current) {
      returning.current = false;
      emailInput.current?.focus();
    }
  }, [state.status]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit(state)) return;
    const email = state.email.trim();
    setState({ status: "submitting", email });
    setDelivery("pending");
    const id = ++requestId.current;
    analytics.track(deletionRequested(email), {
      immediate: true,
      requestedByVisitor: true,
      onDelivery: (result) => {
        if (requestId.current === id) setDelivery(result);
      },
    });
    timer.current = setTimeout(
      () => setState({ status: "submitted", email }),
      SIMULATED_SUBMIT_DELAY_MS,
    );
  };

  const startOver = () => {
    returning.current = true;
    requestId.current += 1;
    setDelivery("pending");
    setState(initialState);
  };

  if (state.status === "submitted") {
    return (
      <div className={styles.success}>
        <h2 ref={successHeading} tabIndex={-1} className={styles.successHeading}>
          Request Submitted Successfully
        </h2>
        <p>
          We received the request to delete the data of <strong>{state.email}</strong>.
        </p>
        <p>
          Your request will be processed within {DELETION_DAYS} days, and you will receive a
          confirmation email once it is complete.
        </p>
        <div role="status">
          {delivery === "not-sent" && <DeliveryFallback email={state.email} />}
        </div>
        <button type="button" className={styles.secondary} onClick={startOver}>
          Submit Another Request
        </button>
      </div>
    );
  }

  const submitting = state.status === "submitting";
  return (
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
        placeholder="Enter your email address"
        value={state.email}
        readOnly={submitting}
        onChange={(event) => setState({ status: "idle", email: event.target.value })}
      />
      <p className={styles.hint}>Use the email address you sign in to the app with.</p>
      <button type="submit" className={styles.primary} disabled={!canSubmit(state)}>
        {submitting ? "Submitting..." : "Submit Request"}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {submitting ? "Submitting your request" : ""}
      </p>
    </form>
  );
};

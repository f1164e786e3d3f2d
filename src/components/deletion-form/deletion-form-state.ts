import type { EventId } from "../../analytics";

/** "Submitting..." stays at least this long, as the spec's simulated delay did. */
export const SIMULATED_SUBMIT_DELAY_MS = 1000;
/** Without an answer this long after the request left the page, the visitor is told it did not go through. */
export const SUBMIT_TIMEOUT_MS = 6000;

export type DeletionFormState =
  | { status: "idle"; email: string }
  | { status: "submitting"; email: string; requestedAt: Date; eventId: EventId }
  /** The provider confirmed it has the request. */
  | { status: "confirmed"; email: string }
  /** Blocked, failed, timed out or the library never loaded: the email route takes over. */
  | { status: "unconfirmed"; email: string; requestedAt: Date; eventId: EventId }
  /** No analytics configured: the form can only prepare an email. */
  | { status: "email-route"; email: string; requestedAt: Date };

export type DeletionStatus = DeletionFormState["status"];

export const initialState: DeletionFormState = { status: "idle", email: "" };

export const canSubmit = (state: DeletionFormState): boolean =>
  state.status === "idle" && state.email.trim() !== "";

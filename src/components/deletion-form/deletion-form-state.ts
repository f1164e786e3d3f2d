export const SIMULATED_SUBMIT_DELAY_MS = 1000;

export type DeletionFormState =
  | { status: "idle"; email: string }
  | { status: "submitting"; email: string }
  | { status: "submitted"; email: string };

export const initialState: DeletionFormState = { status: "idle", email: "" };

export const canSubmit = (state: DeletionFormState): boolean =>
  state.status === "idle" && state.email.trim() !== "";

/**
 * The marks the bar's host carries: each answer button names its choice; the host is marked
 * answered when the visitor answered before the app took the bar over, and live once the app has it.
 */
export const CONSENT_BAR_MARKS = {
  choice: "data-choice",
  answered: "data-answered",
  live: "data-live",
} as const;

/**
 * The marks the bar's host carries: each answer button names its choice; the host is marked
 * answered when the visitor answered before the app took the bar over, opened when the footer's
 * "Privacy choices" showed it before then, and live once the app has it. The footer's button
 * carries the opener mark, for the first paint's script to answer it before the app can.
 */
export const CONSENT_BAR_MARKS = {
  choice: "data-choice",
  answered: "data-answered",
  opened: "data-opened",
  live: "data-live",
  opener: "data-privacy-choices",
} as const;

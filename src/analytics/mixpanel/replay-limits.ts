// Apart from constants.ts, which every page's script imports: only the library's settings and the
// privacy policy read these.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const SESSION_REPLAY_LIMITS = {
  maxMs: 24 * HOUR_MS,
  idleTimeoutMs: 30 * MINUTE_MS,
  /** Fixed inside the recorder: it has no setting for these two. */
  batchSize: 1000,
  flushIntervalMs: 10 * SECOND_MS,
  sessionsPercent: 100,
} as const;

/** `auto` asks visitors in the EEA, the UK and Switzerland; `always` asks everyone; `never` no one. */
export const CONSENT_MODES = ["auto", "always", "never"] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** Where analytics stands for this visitor: `pending` until they answer the bar. */
export type Consent = "granted" | "denied" | "pending";
export type ConsentChoice = "agree" | "decline";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The visitor's answer, kept in their browser's local storage (functional, not analytics). */
export const CONSENT_STORAGE = {
  key: "privacy-choice",
  lifetimeDays: 365,
  lifetime: "12 months",
} as const;

export type StoredChoice = { choice: ConsentChoice; at: number };

/** Whether a visitor is asked, by the mode and the browser's time zone. */
export type AsksForConsent = (mode: ConsentMode, timeZone: string | undefined) => boolean;

export type ConsentInputs = {
  mode: ConsentMode;
  timeZone: string | undefined;
  /** Global Privacy Control or Do Not Track: a decline, without asking. */
  optedOut: boolean;
  stored: StoredChoice | undefined;
  now: number;
};

const isFresh = (stored: StoredChoice, now: number) =>
  now >= stored.at && now - stored.at < CONSENT_STORAGE.lifetimeDays * DAY_MS;

/**
 * A browser signal declines; a fresh answer of the visitor's own counts next, even where the
 * mode would not ask (they may have used "Privacy choices"); then the mode decides, as `asks`
 * reads it.
 */
export const decideConsent = (
  { mode, timeZone, optedOut, stored, now }: ConsentInputs,
  asks: AsksForConsent,
): Consent => {
  if (optedOut) return "denied";
  if (stored && isFresh(stored, now)) return stored.choice === "agree" ? "granted" : "denied";
  return asks(mode, timeZone) ? "pending" : "granted";
};

export const parseStoredChoice = (raw: string | null | undefined): StoredChoice | undefined => {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredChoice>;
    const choiceOk = value.choice === "agree" || value.choice === "decline";
    return choiceOk && typeof value.at === "number"
      ? { choice: value.choice!, at: value.at }
      : undefined;
  } catch {
    return undefined;
  }
};

export type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

/** Storage can be missing or refuse (private modes, blocked storage): then nothing is remembered. */
export const readChoice = (storage: () => ChoiceStorage): StoredChoice | undefined => {
  try {
    return parseStoredChoice(storage().getItem(CONSENT_STORAGE.key));
  } catch {
    return undefined;
  }
};

export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

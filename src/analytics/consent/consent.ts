/** `auto` asks visitors in the EEA, the UK and Switzerland; `always` asks everyone; `never` no one. */
export const CONSENT_MODES = ["auto", "always", "never"] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** Where analytics stands for this visitor: `pending` until they answer the bar. */
export type Consent = "granted" | "denied" | "pending";
export type ConsentChoice = "agree" | "decline";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The visitor's answer, kept in their browser's local storage (functional, not analytics). */
export const CONSENT_STORAGE = { key: "privacy-choice" } as const;

/** What a visitor is asked to agree to: analytics, and session replay when the build records it. */
export const CONSENT_PURPOSES = {
  analytics: "analytics",
  sessionReplay: "session_replay",
} as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[keyof typeof CONSENT_PURPOSES];

/**
 * The purposes of this build and the version of the question: a changed purpose or provider host
 * is a new question, so an answer to the old one no longer counts.
 */
export type ConsentTerms = { version: string; purposes: ConsentPurpose[] };

export const consentTerms = ({
  sessionReplay,
  apiHost,
}: {
  sessionReplay: boolean;
  apiHost: string;
}): ConsentTerms => {
  const purposes: ConsentPurpose[] = [
    CONSENT_PURPOSES.analytics,
    ...(sessionReplay ? [CONSENT_PURPOSES.sessionReplay] : []),
  ];
  return { purposes, version: `${purposes.join("+")}@${apiHost.replace(/^https:\/\//, "")}` };
};

/** The record of an answer: which question, what it covered, the answer and when. */
export type StoredChoice = ConsentTerms & { choice: ConsentChoice; at: number };

/** Whether a visitor is asked, by the mode and the browser's time zone. */
export type AsksForConsent = (mode: ConsentMode, timeZone: string | undefined) => boolean;

/**
 * Time zones that say nothing of where the visitor is: none at all, UTC under its names, the fixed
 * `Etc/*` offsets. `auto` asks them, since they may be anywhere.
 */
export const UNPLACED_TIME_ZONE = /^(?:Etc\/.*|UTC|UCT|GMT.*|Universal|Zulu|Greenwich|Factory)$/i;

export const isUnplacedTimeZone = (timeZone: string | undefined): boolean =>
  timeZone === undefined || UNPLACED_TIME_ZONE.test(timeZone);

export type ConsentInputs = {
  /** Global Privacy Control or Do Not Track: a decline, without asking. */
  optedOut: boolean;
  stored: StoredChoice | undefined;
  now: number;
  /** How long an answer holds before the visitor is asked again. */
  maxAgeDays: number;
};

const isFresh = (stored: StoredChoice, now: number, maxAgeDays: number) =>
  now >= stored.at && now - stored.at < maxAgeDays * DAY_MS;

/**
 * A browser signal declines; a fresh answer of the visitor's own to this build's question counts
 * next, even where the mode would not ask (they may have used "Privacy choices"); then whether the
 * visitor is asked decides, as `asks` tells it (by the mode and time zone: asksForConsent).
 */
export const decideConsent = (
  { optedOut, stored, now, maxAgeDays }: ConsentInputs,
  asks: () => boolean,
): Consent => {
  if (optedOut) return "denied";
  if (stored && isFresh(stored, now, maxAgeDays)) {
    return stored.choice === "agree" ? "granted" : "denied";
  }
  return asks() ? "pending" : "granted";
};

/** A stored answer to this build's question; one without a version, or to another, is none. */
export const parseStoredChoice = (
  raw: string | null | undefined,
  terms: ConsentTerms,
): StoredChoice | undefined => {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredChoice>;
    const choiceOk = value.choice === "agree" || value.choice === "decline";
    return choiceOk && typeof value.at === "number" && value.version === terms.version
      ? { ...terms, choice: value.choice!, at: value.at }
      : undefined;
  } catch {
    return undefined;
  }
};

export type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

/** Storage can be missing or refuse (private modes, blocked storage): then nothing is remembered. */
export const readChoice = (
  storage: () => ChoiceStorage,
  terms: ConsentTerms,
): StoredChoice | undefined => {
  try {
    return parseStoredChoice(storage().getItem(CONSENT_STORAGE.key), terms);
  } catch {
    return undefined;
  }
};

type TemporalNow = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The visitor's time zone. Temporal answers at once where the browser has it; Intl's first date
 * formatter loads the locale's calendar data, a task of 35–100 ms on a mid-range phone's share of a
 * page load, for the same name (Chromium gives both the same for every zone, aliases included).
 */
export const browserTimeZone = (
  scope: TemporalNow = globalThis as TemporalNow,
): string | undefined => {
  try {
    return (
      scope.Temporal?.Now?.timeZoneId?.() ||
      Intl.DateTimeFormat().resolvedOptions().timeZone ||
      undefined
    );
  } catch {
    return undefined;
  }
};

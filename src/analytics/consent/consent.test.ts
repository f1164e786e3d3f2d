import { asksForConsent } from "./asks-for-consent";
import {
  browserTimeZone,
  CONSENT_PURPOSES,
  CONSENT_STORAGE,
  consentTerms,
  decideConsent,
  parseStoredChoice,
  readChoice,
  type ConsentChoice,
  type ConsentInputs,
  type ConsentMode,
  type StoredChoice,
} from "./consent";
import { forgetStored, optOutKey, saveChoice } from "./choice-storage";
import { DEFAULTS } from "../../config/site-config";
import { MIXPANEL_API_HOST } from "../mixpanel/constants";
import { CONSENT_TIME_ZONES } from "./time-zones";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const DAY_MS = 86_400_000;
const EU = "Europe/Berlin";
const US = "America/New_York";
const MAX_AGE_DAYS = DEFAULTS.consentMaxAgeDays;
const TERMS = consentTerms({ sessionReplay: false, apiHost: MIXPANEL_API_HOST });

const answered = (choice: ConsentChoice, at: number): StoredChoice => ({ ...TERMS, choice, at });

/** What decides for a visitor: the page's inputs, and the mode and time zone that say who is asked. */
type Visitor = ConsentInputs & { mode: ConsentMode; timeZone: string | undefined };

const inputs = (overrides: Partial<Visitor> = {}): Visitor => ({
  mode: "auto",
  timeZone: EU,
  optedOut: false,
  stored: undefined,
  now: NOW,
  maxAgeDays: MAX_AGE_DAYS,
  ...overrides,
});

describe("the time zones that are asked", () => {
  it.each([
    "Europe/Berlin",
    "Europe/Paris",
    "Europe/Dublin",
    "Europe/Lisbon",
    "Atlantic/Canary",
    "Indian/Reunion",
    "Atlantic/Reykjavik",
    "Europe/Oslo",
    "Europe/Vaduz",
    "Europe/London",
    "Europe/Zurich",
    "Asia/Nicosia",
  ])("include %s (EEA, UK or Switzerland)", (zone) => {
    expect(CONSENT_TIME_ZONES.has(zone)).toBe(true);
  });

  it.each([
    "America/New_York",
    "Asia/Tokyo",
    "Europe/Istanbul",
    "Europe/Kyiv",
    "Europe/Moscow",
    "Europe/Belgrade",
  ])("leave out %s", (zone) => {
    expect(CONSENT_TIME_ZONES.has(zone)).toBe(false);
  });

  it("are all names the browser's time-zone database knows", () => {
    const unknown = [...CONSENT_TIME_ZONES].filter((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });
});

const decide = (given: Visitor) =>
  decideConsent(given, () => asksForConsent(given.mode, given.timeZone));

/** Time zones that say nothing of where a visitor is. */
const UNPLACED = [
  "UTC",
  "Etc/UTC",
  "Etc/GMT",
  "Etc/GMT+5",
  "Etc/Unknown",
  "GMT",
  "UCT",
  "Universal",
  "Zulu",
  "Factory",
];

describe("asksForConsent", () => {
  it("asks in the listed time zones in auto mode, everyone with always, no one with never", () => {
    expect(asksForConsent("auto", EU)).toBe(true);
    expect(asksForConsent("auto", US)).toBe(false);
    expect(asksForConsent("always", US)).toBe(true);
    expect(asksForConsent("always", undefined)).toBe(true);
    expect(asksForConsent("never", EU)).toBe(false);
  });

  it.each([undefined, ...UNPLACED])(
    "fails safe in auto mode: a time zone of %s says nothing of where the visitor is, so it asks",
    (zone) => {
      expect(asksForConsent("auto", zone)).toBe(true);
      expect(asksForConsent("never", zone)).toBe(false);
    },
  );
});

describe("decideConsent", () => {
  it("waits for an answer where it asks, and grants where it does not", () => {
    expect(decide(inputs())).toBe("pending");
    expect(decide(inputs({ timeZone: US }))).toBe("granted");
    expect(decide(inputs({ mode: "always", timeZone: US }))).toBe("pending");
    expect(decide(inputs({ mode: "never" }))).toBe("granted");
  });

  it.each(["auto", "always", "never"] as const)(
    "counts Global Privacy Control or Do Not Track as a decline in %s mode, whatever was stored",
    (mode) => {
      const stored = answered("agree", NOW - DAY_MS);
      expect(decide(inputs({ mode, optedOut: true, stored }))).toBe("denied");
      expect(decide(inputs({ mode, timeZone: US, optedOut: true }))).toBe("denied");
    },
  );

  it("follows the visitor's answer for 6 months by default, then asks again", () => {
    expect(MAX_AGE_DAYS).toBe(183);
    const agreed = answered("agree", NOW - (MAX_AGE_DAYS - 1) * DAY_MS);
    const declined = answered("decline", NOW - DAY_MS);
    expect(decide(inputs({ stored: agreed }))).toBe("granted");
    expect(decide(inputs({ stored: declined }))).toBe("denied");
    const expired = answered("agree", NOW - MAX_AGE_DAYS * DAY_MS);
    expect(decide(inputs({ stored: expired }))).toBe("pending");
  });

  it("follows the lifetime the build sets", () => {
    const agreed = answered("agree", NOW - 40 * DAY_MS);
    expect(decide(inputs({ stored: agreed, maxAgeDays: 30 }))).toBe("pending");
    expect(decide(inputs({ stored: agreed, maxAgeDays: 365 }))).toBe("granted");
  });

  it("keeps a decline made through Privacy choices where the mode would not ask", () => {
    const declined = answered("decline", NOW);
    expect(decide(inputs({ mode: "never", stored: declined }))).toBe("denied");
    expect(decide(inputs({ timeZone: US, stored: declined }))).toBe("denied");
  });

  it("ignores an answer dated in the future", () => {
    const future = answered("agree", NOW + DAY_MS);
    expect(decide(inputs({ stored: future }))).toBe("pending");
  });
});

describe("the question's terms", () => {
  it("cover analytics, and session replay when the build records it", () => {
    expect(TERMS.purposes).toEqual([CONSENT_PURPOSES.analytics]);
    expect(consentTerms({ sessionReplay: true, apiHost: MIXPANEL_API_HOST }).purposes).toEqual([
      CONSENT_PURPOSES.analytics,
      CONSENT_PURPOSES.sessionReplay,
    ]);
  });

  it("have a version that changes with the purposes and with the provider's host", () => {
    const versions = new Set(
      [false, true].flatMap((sessionReplay) =>
        [MIXPANEL_API_HOST, "https://api-eu.mixpanel.com"].map(
          (apiHost) => consentTerms({ sessionReplay, apiHost }).version,
        ),
      ),
    );
    expect(versions.size).toBe(4);
    expect(TERMS.version).toBe("analytics@api-js.mixpanel.com");
  });
});

describe("the stored choice", () => {
  const memory = () => {
    const store = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    return { store, storage };
  };

  it("is kept as { version, purposes, choice, at } under its one key", () => {
    const { store, storage } = memory();
    saveChoice(storage, TERMS, "decline", NOW);
    expect([...store.keys()]).toEqual([CONSENT_STORAGE.key]);
    expect(JSON.parse(store.get(CONSENT_STORAGE.key) ?? "")).toEqual({
      version: TERMS.version,
      purposes: TERMS.purposes,
      choice: "decline",
      at: NOW,
    });
    expect(readChoice(storage, TERMS)).toEqual(answered("decline", NOW));
  });

  it("counts as none when it answered another question: a new purpose or another host", () => {
    const { storage } = memory();
    saveChoice(storage, TERMS, "agree", NOW);
    const withReplay = consentTerms({ sessionReplay: true, apiHost: MIXPANEL_API_HOST });
    const inEurope = consentTerms({ sessionReplay: false, apiHost: "https://api-eu.mixpanel.com" });
    expect(readChoice(storage, withReplay)).toBeUndefined();
    expect(readChoice(storage, inEurope)).toBeUndefined();
    const stored = readChoice(storage, withReplay);
    expect(decide(inputs({ timeZone: US, stored }))).toBe("granted");
    expect(decide(inputs({ stored }))).toBe("pending");
  });

  it("counts as none without a version, as answers kept before versions were", () => {
    expect(parseStoredChoice(JSON.stringify({ choice: "agree", at: NOW }), TERMS)).toBeUndefined();
  });

  it("is nothing when storage is blocked or holds something else", () => {
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(readChoice(blocked, TERMS)).toBeUndefined();
    expect(() => saveChoice(blocked, TERMS, "agree", NOW)).not.toThrow();
    const version = TERMS.version;
    expect(parseStoredChoice("{not json", TERMS)).toBeUndefined();
    expect(
      parseStoredChoice(JSON.stringify({ version, choice: "maybe", at: 1 }), TERMS),
    ).toBeUndefined();
    expect(parseStoredChoice(JSON.stringify({ version, choice: "agree" }), TERMS)).toBeUndefined();
    expect(parseStoredChoice(null, TERMS)).toBeUndefined();
  });
});

describe("forgetStored", () => {
  const token = "tok-1";
  const storeWhatAnalyticsKeeps = () => {
    document.cookie = `mp_${token}_mixpanel=x; path=/`;
    localStorage.setItem(`__mpq_${token}_ev`, "[]");
    localStorage.setItem(optOutKey(token), "0");
    localStorage.setItem(CONSENT_STORAGE.key, "kept");
    sessionStorage.setItem(`mp_tab_id_mixpanel_${token}`, "t");
  };
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("removes the library's cookie, keys and databases for the token, and nothing else", () => {
    const deleted: string[] = [];
    Object.defineProperty(window, "indexedDB", {
      configurable: true,
      value: { deleteDatabase: (name: string) => deleted.push(name) },
    });
    storeWhatAnalyticsKeeps();
    forgetStored(token, window, { keepOptOutUntilLeave: false })();
    expect(document.cookie).not.toContain(`mp_${token}_mixpanel`);
    expect(Object.keys(localStorage)).toEqual([CONSENT_STORAGE.key]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(deleted.sort()).toEqual(["mixpanelBrowserDb", "mixpanelFlagsDb"]);
    Reflect.deleteProperty(window, "indexedDB");
  });

  it("keeps the library's opt-out mark until the page goes, while a recorder may still upload", () => {
    storeWhatAnalyticsKeeps();
    forgetStored(token, window, { keepOptOutUntilLeave: true })();
    expect(Object.keys(localStorage).sort()).toEqual(
      [optOutKey(token), CONSENT_STORAGE.key].sort(),
    );
    window.dispatchEvent(new Event("pagehide"));
    expect(Object.keys(localStorage)).toEqual([CONSENT_STORAGE.key]);
  });
});

describe("browserTimeZone", () => {
  it("asks Temporal where the browser has it, without building a date formatter", () => {
    const formatter = jest.spyOn(Intl, "DateTimeFormat");
    expect(browserTimeZone({ Temporal: { Now: { timeZoneId: () => "Europe/Kiev" } } })).toBe(
      "Europe/Kiev",
    );
    expect(formatter).not.toHaveBeenCalled();
    formatter.mockRestore();
  });

  it("falls back to Intl where Temporal is missing, and to nothing where both fail", () => {
    expect(browserTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const broken = () => {
      throw new RangeError("no time zone");
    };
    const formatter = jest.spyOn(Intl, "DateTimeFormat").mockImplementation(broken);
    expect(browserTimeZone({ Temporal: {} })).toBeUndefined();
    formatter.mockRestore();
  });
});

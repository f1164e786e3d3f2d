import { asksForConsent } from "./asks-for-consent";
import {
  CONSENT_STORAGE,
  decideConsent,
  parseStoredChoice,
  readChoice,
  type ConsentInputs,
} from "./consent";
import { forgetStored, saveChoice } from "./choice-storage";
import { mayAskForConsent } from "./may-ask";
import { CONSENT_TIME_ZONES } from "./time-zones";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const DAY_MS = 86_400_000;
const EU = "Europe/Berlin";
const US = "America/New_York";

const inputs = (overrides: Partial<ConsentInputs> = {}): ConsentInputs => ({
  mode: "auto",
  timeZone: EU,
  optedOut: false,
  stored: undefined,
  now: NOW,
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
    "UTC",
    "Etc/UTC",
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

const decide = (given: ConsentInputs) => decideConsent(given, asksForConsent);

describe("mayAskForConsent, the first load's check without the list", () => {
  it("says yes for every listed time zone, so it never lets through one that is asked", () => {
    const missed = [...CONSENT_TIME_ZONES].filter((zone) => !mayAskForConsent("auto", zone));
    expect(missed).toEqual([]);
  });

  it.each(["America/New_York", "Asia/Tokyo", "Australia/Sydney", "Africa/Lagos", "UTC", "Etc/UTC"])(
    "says no for %s, far from the listed places",
    (zone) => {
      expect(mayAskForConsent("auto", zone)).toBe(false);
    },
  );

  it("follows the mode as the exact rule does", () => {
    expect(mayAskForConsent("auto", undefined)).toBe(false);
    expect(mayAskForConsent("always", US)).toBe(true);
    expect(mayAskForConsent("never", EU)).toBe(false);
  });

  it("leaves a Europe outside the listed places to the exact rule", () => {
    expect(mayAskForConsent("auto", "Europe/Moscow")).toBe(true);
    expect(asksForConsent("auto", "Europe/Moscow")).toBe(false);
  });
});

describe("asksForConsent", () => {
  it("asks in the listed time zones in auto mode, everyone with always, no one with never", () => {
    expect(asksForConsent("auto", EU)).toBe(true);
    expect(asksForConsent("auto", US)).toBe(false);
    expect(asksForConsent("auto", undefined)).toBe(false);
    expect(asksForConsent("always", US)).toBe(true);
    expect(asksForConsent("always", undefined)).toBe(true);
    expect(asksForConsent("never", EU)).toBe(false);
  });
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
      const stored = { choice: "agree" as const, at: NOW - DAY_MS };
      expect(decide(inputs({ mode, optedOut: true, stored }))).toBe("denied");
      expect(decide(inputs({ mode, timeZone: US, optedOut: true }))).toBe("denied");
    },
  );

  it("follows the visitor's answer for 12 months, then asks again", () => {
    const agreed = { choice: "agree" as const, at: NOW - 364 * DAY_MS };
    const declined = { choice: "decline" as const, at: NOW - DAY_MS };
    expect(decide(inputs({ stored: agreed }))).toBe("granted");
    expect(decide(inputs({ stored: declined }))).toBe("denied");
    const expired = { choice: "agree" as const, at: NOW - CONSENT_STORAGE.lifetimeDays * DAY_MS };
    expect(decide(inputs({ stored: expired }))).toBe("pending");
  });

  it("keeps a decline made through Privacy choices where the mode would not ask", () => {
    const declined = { choice: "decline" as const, at: NOW };
    expect(decide(inputs({ mode: "never", stored: declined }))).toBe("denied");
    expect(decide(inputs({ timeZone: US, stored: declined }))).toBe("denied");
  });

  it("ignores an answer dated in the future", () => {
    const future = { choice: "agree" as const, at: NOW + DAY_MS };
    expect(decide(inputs({ stored: future }))).toBe("pending");
  });
});

describe("the stored choice", () => {
  it("round-trips through storage under its one key", () => {
    const store = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    saveChoice(storage, "decline", NOW);
    expect([...store.keys()]).toEqual([CONSENT_STORAGE.key]);
    expect(readChoice(storage)).toEqual({ choice: "decline", at: NOW });
  });

  it("is nothing when storage is blocked or holds something else", () => {
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(readChoice(blocked)).toBeUndefined();
    expect(() => saveChoice(blocked, "agree", NOW)).not.toThrow();
    expect(parseStoredChoice("{not json")).toBeUndefined();
    expect(parseStoredChoice('{"choice":"maybe","at":1}')).toBeUndefined();
    expect(parseStoredChoice('{"choice":"agree"}')).toBeUndefined();
    expect(parseStoredChoice(null)).toBeUndefined();
  });
});

describe("forgetStored", () => {
  it("removes the library's cookie and keys for the token, and nothing else", () => {
    const token = "tok-1";
    document.cookie = `mp_${token}_mixpanel=x; path=/`;
    localStorage.setItem(`__mpq_${token}_ev`, "[]");
    localStorage.setItem(CONSENT_STORAGE.key, "kept");
    sessionStorage.setItem(`mp_tab_id_mixpanel_${token}`, "t");
    forgetStored(token, window)();
    expect(document.cookie).not.toContain(`mp_${token}_mixpanel`);
    expect(Object.keys(localStorage)).toEqual([CONSENT_STORAGE.key]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});

import fc from "fast-check";
import { asksForConsent } from "../../analytics/consent/asks-for-consent";
import {
  CONSENT_STORAGE,
  DAY_MS,
  browserTimeZone,
  consentTerms,
  decideConsent,
  parseStoredChoice,
  readChoice,
  type ChoiceStorage,
} from "../../analytics/consent/consent";
import { CONSENT_TIME_ZONES } from "../../analytics/consent/time-zones";
import { MIXPANEL_API_HOST } from "../../analytics/mixpanel/constants";
import { hasOptedOut } from "../../analytics/privacy";
import { DEFAULTS } from "../../config/site-config";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import { CONSENT_BAR_HOST_ID, CONSENT_BAR_UNDECIDED } from "./privacy-choices";
import { firstPaintScript, listedZonesPattern, type FirstPaintSettings } from "./first-paint";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const TERMS = consentTerms({ sessionReplay: false, apiHost: MIXPANEL_API_HOST });
const OTHER_TERMS = consentTerms({ sessionReplay: true, apiHost: MIXPANEL_API_HOST });
const MAX_AGE_DAYS = DEFAULTS.consentMaxAgeDays;

/** A browser as the script and the app both meet it. */
type Visitor = {
  temporalZone: string | undefined;
  intlZone: string | undefined;
  globalPrivacyControl: unknown;
  doNotTrack: unknown;
  legacyDoNotTrack: unknown;
  stored: string | null;
  storageThrows: boolean;
};

const storageOf = (visitor: Visitor, written: Map<string, string>): ChoiceStorage => ({
  getItem: (key) => {
    if (visitor.storageThrows) throw new Error("storage blocked");
    return written.get(key) ?? (key === CONSENT_STORAGE.key ? visitor.stored : null);
  },
  setItem: (key, value) => {
    if (visitor.storageThrows) throw new Error("storage blocked");
    written.set(key, value);
  },
});

const temporalOf = ({ temporalZone }: Visitor) =>
  temporalZone === undefined ? undefined : { Now: { timeZoneId: () => temporalZone } };

const intlOf = ({ intlZone }: Visitor) => ({
  DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: intlZone }) }),
});

/** Runs the script against a fresh copy of the server's host, in the given browser. */
const runScript = (settings: FirstPaintSettings, visitor: Visitor) => {
  document.body.innerHTML = `<div id="${CONSENT_BAR_HOST_ID}" hidden ${CONSENT_BAR_UNDECIDED}><section>
    <button ${CONSENT_BAR_MARKS.choice}="agree">Allow</button>
    <button ${CONSENT_BAR_MARKS.choice}="decline">Decline</button></section></div>`;
  const written = new Map<string, string>();
  const localStorage = storageOf(visitor, written);
  const win = { localStorage, doNotTrack: visitor.legacyDoNotTrack, Temporal: temporalOf(visitor) };
  const nav = {
    globalPrivacyControl: visitor.globalPrivacyControl,
    doNotTrack: visitor.doNotTrack,
  };
  // The script reads only these names; each is handed in in place of the browser's own.
  new Function(
    "window",
    "navigator",
    "document",
    "Temporal",
    "Intl",
    "Date",
    firstPaintScript(settings),
  )(win, nav, document, win.Temporal, intlOf(visitor), { now: () => NOW });
  return { host: document.getElementById(CONSENT_BAR_HOST_ID)!, written, localStorage };
};

/** What the app decides for the same browser, with its own functions. */
const appAsks = ({ mode, terms, maxAgeDays }: FirstPaintSettings, visitor: Visitor) => {
  const spy = jest
    .spyOn(Intl, "DateTimeFormat")
    .mockImplementation(() => intlOf(visitor).DateTimeFormat() as unknown as Intl.DateTimeFormat);
  try {
    const timeZone = browserTimeZone({ Temporal: temporalOf(visitor) });
    const optedOut = hasOptedOut(
      { globalPrivacyControl: visitor.globalPrivacyControl, doNotTrack: visitor.doNotTrack },
      { doNotTrack: visitor.legacyDoNotTrack },
    );
    const stored = readChoice(() => storageOf(visitor, new Map()), terms);
    const consent = decideConsent({ optedOut, stored, now: NOW, maxAgeDays }, () =>
      asksForConsent(mode, timeZone),
    );
    return consent === "pending";
  } finally {
    spy.mockRestore();
  }
};

/** Every zone the runtime knows, the listed ones (aliases among them) and a few odd names. */
const ZONES = [
  ...new Set([
    ...Intl.supportedValuesOf("timeZone"),
    ...CONSENT_TIME_ZONES,
    "Europe/Kiev",
    "UTC",
    "Etc/GMT+5",
    "GMT",
    "Factory",
    "utc",
    "Europe/Paris ",
    "",
  ]),
];
const zone = fc.option(fc.constantFrom(...ZONES), { nil: undefined });
const signal = fc.constantFrom<unknown>(
  undefined,
  null,
  true,
  false,
  "1",
  "0",
  "yes",
  1,
  0,
  "unspecified",
);

const record = fc
  .record({
    terms: fc.constantFrom(
      TERMS,
      OTHER_TERMS,
      { version: undefined, purposes: [] },
      {
        version: [TERMS.version],
        purposes: [],
      },
    ),
    choice: fc.constantFrom<unknown>("agree", "decline", "maybe", undefined, ["agree"], 1),
    ageDays: fc.constantFrom(-1, 0, 1, MAX_AGE_DAYS - 1, MAX_AGE_DAYS, MAX_AGE_DAYS + 1, 400),
    at: fc.constantFrom<"number" | "string" | "missing">("number", "number", "string", "missing"),
  })
  .map(({ terms, choice, ageDays, at }) => {
    const when = NOW - ageDays * DAY_MS;
    return JSON.stringify({
      ...terms,
      choice,
      ...(at === "missing" ? {} : { at: at === "number" ? when : String(when) }),
    });
  });
const stored = fc.oneof(
  record,
  fc.constantFrom<string | null>(null, "", "{", "null", "0", '"agree"', "[]"),
);

const visitor: fc.Arbitrary<Visitor> = fc.record({
  temporalZone: zone,
  intlZone: zone,
  globalPrivacyControl: signal,
  doNotTrack: signal,
  legacyDoNotTrack: signal,
  stored,
  storageThrows: fc.boolean(),
});

const settings: fc.Arbitrary<FirstPaintSettings> = fc.record({
  mode: fc.constantFrom("auto" as const, "always" as const),
  terms: fc.constantFrom(TERMS, OTHER_TERMS),
  maxAgeDays: fc.constantFrom(MAX_AGE_DAYS, 30, 1),
});

describe("the listed zones as one expression", () => {
  it("matches every listed zone and no other", () => {
    const pattern = listedZonesPattern(CONSENT_TIME_ZONES);
    expect(ZONES.filter((zone) => pattern.test(zone))).toEqual(
      ZONES.filter((zone) => CONSENT_TIME_ZONES.has(zone)),
    );
    expect([...CONSENT_TIME_ZONES].every((zone) => pattern.test(zone))).toBe(true);
  });
});

describe("the first paint's consent script", () => {
  it("shows the bar exactly where the app would ask, for any browser, answer and setting", () => {
    fc.assert(
      fc.property(settings, visitor, (given, browser) => {
        const { host } = runScript(given, browser);
        expect(host.hidden).toBe(!appAsks(given, browser));
        expect(host.hasAttribute(CONSENT_BAR_UNDECIDED)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(["agree", "decline"] as const)(
    "keeps a %s given before the app arrives, as the app stores it, and closes the bar",
    (choice) => {
      const browser: Visitor = {
        temporalZone: "Europe/Paris",
        intlZone: "Europe/Paris",
        globalPrivacyControl: undefined,
        doNotTrack: undefined,
        legacyDoNotTrack: undefined,
        stored: null,
        storageThrows: false,
      };
      const given: FirstPaintSettings = { mode: "auto", terms: TERMS, maxAgeDays: MAX_AGE_DAYS };
      const { host, localStorage } = runScript(given, browser);
      expect(host.hidden).toBe(false);
      host.querySelector<HTMLElement>(`[${CONSENT_BAR_MARKS.choice}="${choice}"]`)!.click();
      expect(host.hidden).toBe(true);
      expect(host.getAttribute(CONSENT_BAR_MARKS.answered)).toBe(choice);
      const saved = parseStoredChoice(localStorage.getItem(CONSENT_STORAGE.key), TERMS);
      expect(saved).toEqual({ ...TERMS, choice, at: NOW });
      expect(
        appAsks(given, { ...browser, stored: localStorage.getItem(CONSENT_STORAGE.key) }),
      ).toBe(false);
    },
  );

  it("leaves the bar to the app once the app has it", () => {
    const browser: Visitor = {
      temporalZone: undefined,
      intlZone: "UTC",
      globalPrivacyControl: undefined,
      doNotTrack: undefined,
      legacyDoNotTrack: undefined,
      stored: null,
      storageThrows: false,
    };
    const { host, written } = runScript(
      { mode: "auto", terms: TERMS, maxAgeDays: MAX_AGE_DAYS },
      browser,
    );
    host.setAttribute(CONSENT_BAR_MARKS.live, "");
    host.querySelector<HTMLElement>(`[${CONSENT_BAR_MARKS.choice}="decline"]`)!.click();
    expect(host.hidden).toBe(false);
    expect(host.hasAttribute(CONSENT_BAR_MARKS.answered)).toBe(false);
    expect(written.size).toBe(0);
  });

  describe("the footer's Privacy choices before the app", () => {
    const agreed: Visitor = {
      temporalZone: "Europe/Berlin",
      intlZone: "Europe/Berlin",
      globalPrivacyControl: undefined,
      doNotTrack: undefined,
      legacyDoNotTrack: undefined,
      stored: JSON.stringify({ ...TERMS, choice: "agree", at: NOW }),
      storageThrows: false,
    };
    const settings: FirstPaintSettings = { mode: "auto", terms: TERMS, maxAgeDays: MAX_AGE_DAYS };
    const footerButton = () => {
      const button = document.createElement("button");
      button.setAttribute(CONSENT_BAR_MARKS.opener, "");
      button.innerHTML = "<span>Privacy choices</span>";
      document.body.append(button);
      return button;
    };

    it("shows the bar at once to a visitor who answered, marks it opened, and keeps a new answer", () => {
      const { host, localStorage } = runScript(settings, agreed);
      expect(host.hidden).toBe(true);
      footerButton().querySelector("span")!.click();
      expect(host.hidden).toBe(false);
      expect(host.hasAttribute(CONSENT_BAR_MARKS.opened)).toBe(true);
      host.querySelector<HTMLElement>(`[${CONSENT_BAR_MARKS.choice}="decline"]`)!.click();
      expect(host.hidden).toBe(true);
      expect(host.getAttribute(CONSENT_BAR_MARKS.answered)).toBe("decline");
      expect(parseStoredChoice(localStorage.getItem(CONSENT_STORAGE.key), TERMS)?.choice).toBe(
        "decline",
      );
    });

    it("under a privacy signal asks nothing, and leaves the app to say why", () => {
      const { host } = runScript(settings, { ...agreed, globalPrivacyControl: true });
      footerButton().click();
      expect(host.hidden).toBe(true);
      expect(host.hasAttribute(CONSENT_BAR_MARKS.opened)).toBe(true);
    });

    it("leaves the button to the app once the app has the bar", () => {
      const { host } = runScript(settings, agreed);
      host.setAttribute(CONSENT_BAR_MARKS.live, "");
      footerButton().click();
      expect(host.hidden).toBe(true);
      expect(host.hasAttribute(CONSENT_BAR_MARKS.opened)).toBe(false);
    });
  });

  it("carries nothing that could end the script element early", () => {
    const text = firstPaintScript({ mode: "auto", terms: TERMS, maxAgeDays: MAX_AGE_DAYS });
    expect(text).not.toMatch(/<\/script|<!--/i);
  });
});

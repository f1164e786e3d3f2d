import "../../test-utils/server-renderer";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONSENT_STORAGE, consentTerms } from "../../analytics/consent/consent";
import { createSiteConfig } from "../../config/site-config";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import { CONSENT_BAR_HOST_ID, CONSENT_BAR_UNDECIDED } from "./privacy-choices";
import { askWhereAsked, showPrivacyChoices } from "./mount";
import { serverConsentBar } from "./server-bar";
import { en } from "../../i18n/dictionaries";

const ENGLISH = { language: "en", words: en.consentBar } as const;

const SETTINGS = createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "test-token" }).analytics;
const TERMS = consentTerms(SETTINGS);
/** Modes that ask this visitor, whatever their time zone, and that ask no one. */
const ASKS = "always";
const ASKS_NO_ONE = "never";

/** The page's end as the server writes it; the script is left out and its effect set by hand. */
const serverPage = ({ shown, answered }: { shown: boolean; answered?: "agree" | "decline" }) => {
  const [host] = serverConsentBar(SETTINGS, ENGLISH);
  document.body.innerHTML = renderToStaticMarkup(<>{host}</>);
  const element = document.getElementById(CONSENT_BAR_HOST_ID)!;
  element.removeAttribute(CONSENT_BAR_UNDECIDED);
  element.hidden = !shown;
  if (answered) element.setAttribute(CONSENT_BAR_MARKS.answered, answered);
  return element;
};

const options = (setConsent = jest.fn()) => ({
  token: SETTINGS.token,
  terms: TERMS,
  signal: false,
  focus: false,
  setConsent,
});

const bar = () => screen.queryByRole("region", { name: en.consentBar.label });

describe("the server's consent bar", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error");
    localStorage.clear();
  });
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    document.body.innerHTML = "";
  });

  it("is written hidden into every page, for the first paint's script to decide", () => {
    const [host, script] = serverConsentBar(SETTINGS, ENGLISH);
    document.body.innerHTML = renderToStaticMarkup(<>{host}</>);
    const written = document.getElementById(CONSENT_BAR_HOST_ID)!;
    expect(written.hidden).toBe(true);
    expect(written.hasAttribute(CONSENT_BAR_UNDECIDED)).toBe(true);
    expect(written.querySelectorAll("button")).toHaveLength(2);
    expect(script).toBeDefined();
  });

  it("where the mode asks no one, is an empty host already decided, with no script", () => {
    const written = serverConsentBar({ ...SETTINGS, consent: "never" }, ENGLISH);
    expect(written).toHaveLength(1);
    document.body.innerHTML = renderToStaticMarkup(<>{written}</>);
    const host = document.getElementById(CONSENT_BAR_HOST_ID)!;
    expect(host.hidden).toBe(true);
    expect(host.hasAttribute(CONSENT_BAR_UNDECIDED)).toBe(false);
    expect(host.childNodes).toHaveLength(0);
  });

  it("is not written where analytics is off", () => {
    expect(serverConsentBar({ ...SETTINGS, token: "", enabled: false }, ENGLISH)).toEqual([]);
  });

  it("is taken over as the server drew it, and answers through the app", async () => {
    const host = serverPage({ shown: true });
    const drawn = host.querySelector("section");
    const setConsent = jest.fn();
    await act(async () => askWhereAsked(window, options(setConsent), ASKS));
    expect(host.querySelector("section")).toBe(drawn);
    expect(host.hasAttribute(CONSENT_BAR_MARKS.live)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: en.consentBar.decline }));
    expect(setConsent).toHaveBeenCalledWith(false);
    expect(bar()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE.key) ?? "{}")).toMatchObject({
      choice: "decline",
      version: TERMS.version,
    });
  });

  it("is taken over while it asks, even where the app's own rule would not have asked", async () => {
    serverPage({ shown: true });
    const setConsent = jest.fn();
    await act(async () => askWhereAsked(window, options(setConsent), ASKS_NO_ONE));
    expect(bar()).not.toBeNull();
    expect(setConsent).not.toHaveBeenCalled();
  });

  it.each([
    ["agree", true],
    ["decline", false],
  ] as const)(
    "passes on a %s given before the app arrived, and does not ask again",
    async (answered, agreed) => {
      serverPage({ shown: false, answered });
      const setConsent = jest.fn();
      await act(async () => askWhereAsked(window, options(setConsent), ASKS));
      expect(setConsent).toHaveBeenCalledWith(agreed);
      expect(bar()).toBeNull();
    },
  );

  it("is drawn afresh in the same place when Privacy choices opens it after an early answer", async () => {
    const host = serverPage({ shown: false, answered: "decline" });
    await act(async () => showPrivacyChoices(window, { ...options(), focus: true }));
    expect(host.hidden).toBe(false);
    expect(bar()).toHaveFocus();
    expect(document.querySelectorAll(`#${CONSENT_BAR_HOST_ID}`)).toHaveLength(1);
  });

  it("where the server drew none, is drawn in a host of its own", async () => {
    await act(async () => askWhereAsked(window, options(), ASKS));
    expect(bar()).not.toBeNull();
    expect(document.getElementById(CONSENT_BAR_HOST_ID)?.parentElement).toBe(document.body);
  });
});

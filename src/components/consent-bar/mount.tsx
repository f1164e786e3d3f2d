import React, { useSyncExternalStore } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { forgetStored, saveChoice } from "../../analytics/consent/choice-storage";
import { asksForConsent } from "../../analytics/consent/asks-for-consent";
import {
  browserTimeZone,
  CONSENT_PURPOSES,
  type ConsentChoice,
  type ConsentMode,
  type ConsentPurpose,
  type ConsentTerms,
} from "../../analytics/consent/consent";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import { CONSENT_BAR_HOST_ID } from "./privacy-choices";
import { ConsentBar } from "./consent-bar";
import {
  consentBarPage,
  subscribeConsentBarPage,
  withConsentBarPage,
  type ConsentBarPage,
} from "./page-words";

export type ConsentBarOptions = {
  purposes: readonly ConsentPurpose[];
  onChoose: (choice: ConsentChoice) => void;
  signal: boolean;
  focus: boolean;
};

type BarProps = Omit<React.ComponentProps<typeof ConsentBar>, "page"> & { page: ConsentBarPage };

/** The bar in the language of the page it is on, following a move to a page in another. */
const BarOnPage = ({ page: first, ...props }: BarProps) => {
  const page = useSyncExternalStore(
    subscribeConsentBarPage,
    () => consentBarPage() ?? first,
    () => first,
  );
  return <ConsentBar page={page} {...props} />;
};

/** The bar's root, one per host: a page load has one. */
const roots = new WeakMap<HTMLElement, Root>();

/** The host the server wrote after the page's root (server-bar.tsx), or a new one. */
const barHost = (doc: Document) => {
  const written = doc.getElementById(CONSENT_BAR_HOST_ID);
  if (written) return written;
  const host = doc.createElement("div");
  host.id = CONSENT_BAR_HOST_ID;
  doc.body.appendChild(host);
  return host;
};

/** The server's bar, shown by the first paint's script and not answered yet. */
const shownByServer = (host: HTMLElement | null): host is HTMLElement =>
  host !== null &&
  !host.hidden &&
  host.firstElementChild !== null &&
  !host.hasAttribute(CONSENT_BAR_MARKS.answered);

/**
 * An answer given on the server's bar before the app took it over (first-paint.ts), taken off the
 * host as it is read, so that it is applied once.
 */
const takeAnswerBeforeTakeOver = (doc: Document): ConsentChoice | undefined => {
  const host = doc.getElementById(CONSENT_BAR_HOST_ID);
  const choice = host?.getAttribute(CONSENT_BAR_MARKS.answered);
  host?.removeAttribute(CONSENT_BAR_MARKS.answered);
  return choice === "agree" || choice === "decline" ? choice : undefined;
};

/**
 * React adopts the bar the server drew, as it is; anywhere else (not shown, answered, or showing
 * another text) it draws the bar afresh in the same host. The script stands down once it is live.
 */
const rootIn = (host: HTMLElement, bar: React.ReactElement, signal: boolean): Root => {
  const adopt = shownByServer(host) && !signal;
  host.setAttribute(CONSENT_BAR_MARKS.live, "");
  if (adopt) return hydrateRoot(host, bar);
  host.replaceChildren();
  host.hidden = false;
  const drawn = createRoot(host);
  drawn.render(bar);
  return drawn;
};

const mountOnPage = (
  doc: Document,
  page: ConsentBarPage,
  { purposes, onChoose, signal, focus }: ConsentBarOptions,
) => {
  const host = barHost(doc);
  const opener = focus && doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const close = () => {
    roots.get(host)?.render(null);
    host.hidden = true;
    opener?.focus();
  };
  const bar = (
    <BarOnPage
      page={page}
      purposes={purposes}
      signal={signal}
      focusOnOpen={focus}
      onChoose={onChoose}
      onClose={close}
    />
  );
  const root = roots.get(host);
  if (root) {
    host.hidden = false;
    root.render(bar);
  } else roots.set(host, rootIn(host, bar, signal));
};

/**
 * Renders the bar in its own root outside the page, which the page's hydration never touches, once
 * the page has handed it its words. The host is hidden whenever no bar is in it, so that it tells
 * whether the visitor is being asked.
 */
export const mountConsentBar = (doc: Document, options: ConsentBarOptions) =>
  withConsentBarPage((page) => mountOnPage(doc, page, options));

export type PrivacyChoicesOptions = {
  token: string;
  /** The question this build asks: its purposes, and the version the answer is stored under. */
  terms: ConsentTerms;
  signal: boolean;
  focus: boolean;
  setConsent: (agreed: boolean) => void;
};

/** Applies an answer already stored: analytics goes or stops, and a decline removes what was kept. */
const applyAnswer = (
  win: Window,
  { token, terms, setConsent }: PrivacyChoicesOptions,
  choice: ConsentChoice,
) => {
  setConsent(choice === "agree");
  if (choice === "decline") {
    forgetStored(token, win, {
      keepOptOutUntilLeave: terms.purposes.includes(CONSENT_PURPOSES.sessionReplay),
    })();
  }
};

/**
 * Shows the bar; an answer is remembered and applied, and a decline (once analytics has stopped)
 * removes what was stored.
 */
export const showPrivacyChoices = (win: Window, options: PrivacyChoicesOptions) =>
  mountConsentBar(win.document, {
    purposes: options.terms.purposes,
    signal: options.signal,
    focus: options.focus,
    onChoose: (choice) => {
      saveChoice(() => win.localStorage, options.terms, choice, Date.now());
      applyAnswer(win, options, choice);
    },
  });

/**
 * Shows the bar where the visitor is asked, or takes over the one already on screen; an answer
 * given on it before the app arrived (and stored then) is applied. Where the first paint's script
 * did not decide, the exact rule does: a visitor it does not ask (a time zone outside the listed
 * places) is counted as from the start; nothing is stored.
 */
export const askWhereAsked = (win: Window, options: PrivacyChoicesOptions, mode: ConsentMode) =>
  // The bar waits for the page's words; an answer given on the server's bar meanwhile is read then.
  withConsentBarPage(() => askOnPage(win, options, mode));

const askOnPage = (win: Window, options: PrivacyChoicesOptions, mode: ConsentMode) => {
  const answered = takeAnswerBeforeTakeOver(win.document);
  if (answered) applyAnswer(win, options, answered);
  else if (
    shownByServer(win.document.getElementById(CONSENT_BAR_HOST_ID)) ||
    asksForConsent(mode, browserTimeZone())
  ) {
    showPrivacyChoices(win, options);
  } else options.setConsent(true);
};

/**
 * "Privacy choices": shows the bar, or takes over the one the first paint's script opened before
 * the app was there; an answer the visitor gave on that one meanwhile is applied, and the bar is
 * not shown again for it.
 */
export const openPrivacyChoices = (win: Window, options: PrivacyChoicesOptions) =>
  withConsentBarPage(() => openOnPage(win, options));

const openOnPage = (win: Window, options: PrivacyChoicesOptions) => {
  const host = win.document.getElementById(CONSENT_BAR_HOST_ID);
  host?.removeAttribute(CONSENT_BAR_MARKS.opened);
  const answered = takeAnswerBeforeTakeOver(win.document);
  if (answered) applyAnswer(win, options, answered);
  if (!answered || (host && !host.hidden)) showPrivacyChoices(win, options);
};

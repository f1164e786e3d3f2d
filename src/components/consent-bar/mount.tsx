import React from "react";
import { createRoot, type Root } from "react-dom/client";
import { forgetStored, saveChoice } from "../../analytics/consent/choice-storage";
import { asksForConsent } from "../../analytics/consent/asks-for-consent";
import {
  CONSENT_PURPOSES,
  type ConsentChoice,
  type ConsentMode,
  type ConsentPurpose,
  type ConsentTerms,
} from "../../analytics/consent/consent";
import { ConsentBar } from "./consent-bar";

export const CONSENT_BAR_HOST_ID = "privacy-choices";

export type ConsentBarOptions = {
  purposes: readonly ConsentPurpose[];
  onChoose: (choice: ConsentChoice) => void;
  signal: boolean;
  focus: boolean;
};

let root: Root | undefined;

/**
 * Renders the bar in its own root outside the page, on the client only: the server-rendered
 * page never contains it, so it cannot be hydrated wrongly or shift the page.
 */
export const mountConsentBar = (
  doc: Document,
  { purposes, onChoose, signal, focus }: ConsentBarOptions,
) => {
  if (!root) {
    const host = doc.createElement("div");
    host.id = CONSENT_BAR_HOST_ID;
    doc.body.appendChild(host);
    root = createRoot(host);
  }
  const opener = focus && doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const close = () => {
    root?.render(null);
    opener?.focus();
  };
  root.render(
    <ConsentBar
      purposes={purposes}
      signal={signal}
      focusOnOpen={focus}
      onChoose={onChoose}
      onClose={close}
    />,
  );
};

export type PrivacyChoicesOptions = {
  token: string;
  /** The question this build asks: its purposes, and the version the answer is stored under. */
  terms: ConsentTerms;
  signal: boolean;
  focus: boolean;
  setConsent: (agreed: boolean) => void;
};

/**
 * Shows the bar; an answer is remembered and applied, and a decline (once analytics has stopped)
 * removes what was stored.
 */
export const showPrivacyChoices = (
  win: Window,
  { token, terms, signal, focus, setConsent }: PrivacyChoicesOptions,
) =>
  mountConsentBar(win.document, {
    purposes: terms.purposes,
    signal,
    focus,
    onChoose: (choice) => {
      saveChoice(() => win.localStorage, terms, choice, Date.now());
      setConsent(choice === "agree");
      if (choice === "decline") {
        forgetStored(token, win, {
          keepOptOutUntilLeave: terms.purposes.includes(CONSENT_PURPOSES.sessionReplay),
        })();
      }
    },
  });

export type ConsentPlace = { mode: ConsentMode; timeZone: string | undefined };

/**
 * Shows the bar where the visitor is asked. Elsewhere (a time zone in Europe but outside the
 * listed places) analytics goes ahead as it would have from the start; nothing is stored.
 */
export const askWhereAsked = (
  win: Window,
  options: PrivacyChoicesOptions,
  { mode, timeZone }: ConsentPlace,
) => {
  if (asksForConsent(mode, timeZone)) showPrivacyChoices(win, options);
  else options.setConsent(true);
};

import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { ConsentChoice } from "../../analytics/consent/consent";
import { ConsentBar } from "./consent-bar";

export const CONSENT_BAR_HOST_ID = "privacy-choices";

export type ConsentBarOptions = {
  onChoose: (choice: ConsentChoice) => void;
  signal: boolean;
  focus: boolean;
};

let root: Root | undefined;

/**
 * Renders the bar in its own root outside the page, on the client only: the server-rendered
 * page never contains it, so it cannot be hydrated wrongly, shift the page or be its largest paint.
 */
export const mountConsentBar = (doc: Document, { onChoose, signal, focus }: ConsentBarOptions) => {
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
    <ConsentBar signal={signal} focusOnOpen={focus} onChoose={onChoose} onClose={close} />,
  );
};

import React from "react";
import { renderToString } from "react-dom/server";
import { consentTerms } from "../../analytics/consent/consent";
import { analyticsConfigured } from "../../analytics/browser-analytics";
import type { SiteConfig } from "../../config/site-config";
import { CONSENT_BAR_HOST_ID, CONSENT_BAR_UNDECIDED } from "./privacy-choices";
import { ConsentBar } from "./consent-bar";
import { firstPaintScript } from "./first-paint";
import type { ConsentBarPage } from "./page-words";

const nothing = () => undefined;

/**
 * The bar as the server draws it into every page, hidden, and the script that decides whether the
 * visitor is asked and shows it then: the question is part of the first paint, not a late one over
 * the page. Written with React's own server render, so the app adopts it as it is (mount.tsx).
 * Where the mode asks no one, only the host, already decided: the visitor may still open the bar
 * from the footer. It is drawn in the page's language (`page`), as the page hands the app its words.
 */
export const serverConsentBar = (
  settings: SiteConfig["analytics"],
  page: ConsentBarPage,
): React.ReactNode[] => {
  if (!analyticsConfigured(settings)) return [];
  if (settings.consent === "never") {
    return [<div key="consent-bar" id={CONSENT_BAR_HOST_ID} hidden />];
  }
  const terms = consentTerms(settings);
  const bar = renderToString(
    <ConsentBar
      page={page}
      purposes={terms.purposes}
      signal={false}
      focusOnOpen={false}
      onChoose={nothing}
      onClose={nothing}
    />,
  );
  const script = firstPaintScript({
    mode: settings.consent,
    terms,
    maxAgeDays: settings.consentMaxAgeDays,
  });
  const undecided = { [CONSENT_BAR_UNDECIDED]: "" };
  return [
    <div
      key="consent-bar"
      id={CONSENT_BAR_HOST_ID}
      hidden
      {...undecided}
      dangerouslySetInnerHTML={{ __html: bar }}
    />,
    <script key="consent-bar-script" dangerouslySetInnerHTML={{ __html: script }} />,
  ];
};

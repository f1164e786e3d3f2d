import "../../test-utils/server-renderer";
import React, { act } from "react";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { consentTerms } from "../../analytics/consent/consent";
import { MIXPANEL_API_HOST } from "../../analytics/mixpanel/constants";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import { ConsentBar } from "./consent-bar";
import { en } from "../../i18n/dictionaries";
import { openPrivacyChoices, type PrivacyChoicesOptions } from "./mount";
import { CONSENT_BAR_HOST_ID } from "./privacy-choices";

const TERMS = consentTerms({ sessionReplay: false, apiHost: MIXPANEL_API_HOST });

/** The server's bar in its host, as the first paint's script leaves it after a footer click. */
const serverHost = ({ shown, answered }: { shown: boolean; answered?: string }) => {
  const host = document.createElement("div");
  host.id = CONSENT_BAR_HOST_ID;
  host.hidden = !shown;
  host.setAttribute(CONSENT_BAR_MARKS.opened, "");
  if (answered) host.setAttribute(CONSENT_BAR_MARKS.answered, answered);
  host.innerHTML = renderToString(
    <ConsentBar
      page={{ language: "en", words: en.consentBar }}
      purposes={TERMS.purposes}
      signal={false}
      focusOnOpen={false}
      onChoose={() => undefined}
      onClose={() => undefined}
    />,
  );
  document.body.append(host);
  return host;
};

const options = (): PrivacyChoicesOptions => ({
  token: "test-token",
  terms: TERMS,
  signal: false,
  focus: true,
  setConsent: jest.fn(),
});

const bar = () => screen.queryByRole("region", { name: en.consentBar.label });

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("openPrivacyChoices", () => {
  it("applies an answer given on the bar opened before the app, once, without asking again", () => {
    const host = serverHost({ shown: false, answered: "decline" });
    const given = options();
    act(() => openPrivacyChoices(window, given));
    expect(given.setConsent).toHaveBeenCalledWith(false);
    expect(bar()).toBeNull();
    expect(host.hasAttribute(CONSENT_BAR_MARKS.answered)).toBe(false);
    expect(host.hasAttribute(CONSENT_BAR_MARKS.opened)).toBe(false);

    // The next "Privacy choices" shows the bar again.
    act(() => openPrivacyChoices(window, given));
    expect(bar()).toBeVisible();
    expect(given.setConsent).toHaveBeenCalledTimes(1);
  });

  it("takes over the bar opened before the app, whose answer then counts", async () => {
    const host = serverHost({ shown: true });
    const given = options();
    act(() => openPrivacyChoices(window, given));
    expect(host.hasAttribute(CONSENT_BAR_MARKS.live)).toBe(true);
    expect(host.hasAttribute(CONSENT_BAR_MARKS.opened)).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: en.consentBar.agree }));
    expect(given.setConsent).toHaveBeenCalledWith(true);
    expect(bar()).toBeNull();
  });
});

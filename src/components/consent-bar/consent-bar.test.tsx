import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONSENT_PURPOSES } from "../../analytics/consent/consent";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import { ConsentBar, POLICY_ANALYTICS_PATH, askText } from "./consent-bar";
import { mountConsentBar } from "./mount";
import { setConsentBarPage } from "./page-words";
import { CONSENT_BAR_HOST_ID } from "./privacy-choices";

const CONSENT_BAR_TEXT = en.consentBar;
const PURPOSE_TEXT = en.consentBar.purposes;
const ENGLISH = { language: "en", words: en.consentBar } as const;

const renderBar = (props: Partial<React.ComponentProps<typeof ConsentBar>> = {}) => {
  const onChoose = jest.fn();
  const onClose = jest.fn();
  render(
    <ConsentBar
      page={ENGLISH}
      purposes={[CONSENT_PURPOSES.analytics]}
      signal={false}
      focusOnOpen={false}
      onChoose={onChoose}
      onClose={onClose}
      {...props}
    />,
  );
  return { onChoose, onClose, bar: screen.getByRole("region", { name: CONSENT_BAR_TEXT.label }) };
};

describe("ConsentBar", () => {
  it("asks with two buttons of the same kind and links to the policy", () => {
    const { bar } = renderBar();
    const buttons = within(bar).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      CONSENT_BAR_TEXT.agree,
      CONSENT_BAR_TEXT.decline,
    ]);
    expect(buttons[0]?.className).toBe(buttons[1]?.className);
    expect(within(bar).getByRole("link", { name: CONSENT_BAR_TEXT.policy })).toHaveAttribute(
      "href",
      POLICY_ANALYTICS_PATH,
    );
    expect(bar).not.toHaveFocus();
    expect(bar).toHaveTextContent(askText([CONSENT_PURPOSES.analytics], CONSENT_BAR_TEXT));
  });

  it("names every purpose that is on", () => {
    const { bar } = renderBar({
      purposes: [CONSENT_PURPOSES.analytics, CONSENT_PURPOSES.sessionReplay],
    });
    expect(bar).toHaveTextContent(PURPOSE_TEXT[CONSENT_PURPOSES.analytics]);
    expect(bar).toHaveTextContent(PURPOSE_TEXT[CONSENT_PURPOSES.sessionReplay]);
    expect(bar).toHaveTextContent(/for either unless you agree/);
  });

  it.each([
    [CONSENT_BAR_TEXT.agree, "agree"],
    [CONSENT_BAR_TEXT.decline, "decline"],
  ])("passes on %s and closes", async (label, choice) => {
    const { onChoose, onClose } = renderBar();
    await userEvent.click(screen.getByRole("button", { name: label }));
    expect(onChoose).toHaveBeenCalledWith(choice);
    expect(onClose).toHaveBeenCalled();
  });

  it("asks, in the spec's words, for the one purpose or for both", () => {
    expect(askText([CONSENT_PURPOSES.analytics], CONSENT_BAR_TEXT)).toBe(
      `May we ${PURPOSE_TEXT.analytics}, to improve this site? Nothing is recorded or stored for analytics unless you agree.`,
    );
    expect(
      askText([CONSENT_PURPOSES.analytics, CONSENT_PURPOSES.sessionReplay], CONSENT_BAR_TEXT),
    ).toBe(
      `May we ${PURPOSE_TEXT.analytics}, and ${PURPOSE_TEXT.session_replay}, to improve this site? Nothing is recorded or stored for either unless you agree.`,
    );
  });

  it.each(["de", "es"] as const)("asks in %s, and links to that language's policy", (language) => {
    const words = DICTIONARIES[language].consentBar;
    render(
      <ConsentBar
        page={{ language, words }}
        purposes={[CONSENT_PURPOSES.analytics, CONSENT_PURPOSES.sessionReplay]}
        signal={false}
        focusOnOpen={false}
        onChoose={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    const bar = screen.getByRole("region", { name: words.label });
    expect(bar).toHaveTextContent(words.purposes.session_replay);
    expect(within(bar).getByRole("link", { name: words.policy })).toHaveAttribute(
      "href",
      `/${language}${POLICY_ANALYTICS_PATH}`,
    );
    expect(
      within(bar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([words.agree, words.decline]);
    for (const english of [CONSENT_BAR_TEXT.label, CONSENT_BAR_TEXT.agree, "May we"]) {
      expect(document.body).not.toHaveTextContent(english);
    }
  });

  it("takes focus when the visitor opened it", () => {
    const { bar } = renderBar({ focusOnOpen: true });
    expect(bar).toHaveFocus();
  });

  it("under a browser privacy signal only explains, and asks nothing", async () => {
    const { onChoose, onClose } = renderBar({ signal: true });
    expect(screen.getByText(/Global Privacy Control or Do Not Track/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: CONSENT_BAR_TEXT.agree })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: CONSENT_BAR_TEXT.close }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe("mountConsentBar", () => {
  afterEach(() => {
    setConsentBarPage(ENGLISH);
    document.body.innerHTML = "";
  });

  it("speaks the language of the page it is on, and follows a move to another", () => {
    setConsentBarPage({ language: "de", words: DICTIONARIES.de.consentBar });
    act(() =>
      mountConsentBar(document, {
        purposes: [CONSENT_PURPOSES.analytics],
        onChoose: jest.fn(),
        signal: false,
        focus: false,
      }),
    );
    expect(screen.getByRole("region", { name: DICTIONARIES.de.consentBar.label })).toBeVisible();
    act(() => setConsentBarPage({ language: "es", words: DICTIONARIES.es.consentBar }));
    expect(screen.getByRole("region", { name: DICTIONARIES.es.consentBar.label })).toBeVisible();
    expect(screen.getByRole("link", { name: DICTIONARIES.es.consentBar.policy })).toHaveAttribute(
      "href",
      `/es${POLICY_ANALYTICS_PATH}`,
    );
  });

  it("renders the bar outside the page and gives focus back to its opener once answered", async () => {
    const opener = document.createElement("button");
    document.body.appendChild(opener);
    opener.focus();
    const onChoose = jest.fn();
    act(() =>
      mountConsentBar(document, {
        purposes: [CONSENT_PURPOSES.analytics],
        onChoose,
        signal: false,
        focus: true,
      }),
    );
    const host = document.getElementById(CONSENT_BAR_HOST_ID);
    expect(host?.parentElement).toBe(document.body);
    await userEvent.click(screen.getByRole("button", { name: CONSENT_BAR_TEXT.decline }));
    expect(onChoose).toHaveBeenCalledWith("decline");
    expect(screen.queryByRole("region", { name: CONSENT_BAR_TEXT.label })).toBeNull();
    expect(opener).toHaveFocus();
  });
});

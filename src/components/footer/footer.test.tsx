import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { CONSENT_BAR_MARKS } from "../consent-bar/bar-marks";
import { CONSENT_BAR_HOST_ID } from "../consent-bar/privacy-choices";
import { en } from "../../i18n/dictionaries";
import { Footer } from "./footer";

const PRIVACY_CHOICES_LABEL = en.consentBar.label;

describe("Footer", () => {
  it("reopens the visitor's analytics choice from its Privacy choices button", async () => {
    const client = makeAnalytics();
    renderWithAnalytics(<Footer />, client);
    await userEvent.click(screen.getByRole("button", { name: PRIVACY_CHOICES_LABEL }));
    expect(client.openPrivacyChoices).toHaveBeenCalledTimes(1);
  });

  it("marks its button for the first paint's script, which answers it before the app can", () => {
    renderWithAnalytics(<Footer />, makeAnalytics());
    expect(screen.getByRole("button", { name: PRIVACY_CHOICES_LABEL })).toHaveAttribute(
      CONSENT_BAR_MARKS.opener,
    );
  });

  it("takes over the bar a click opened before the app arrived, and only then", () => {
    const host = document.createElement("div");
    host.id = CONSENT_BAR_HOST_ID;
    document.body.append(host);
    const before = makeAnalytics();
    const { unmount } = renderWithAnalytics(<Footer />, before);
    expect(before.openPrivacyChoices).not.toHaveBeenCalled();
    unmount();

    host.setAttribute(CONSENT_BAR_MARKS.opened, "");
    const opened = makeAnalytics();
    renderWithAnalytics(<Footer />, opened);
    expect(opened.openPrivacyChoices).toHaveBeenCalledTimes(1);
    host.remove();
  });

  it("offers no choice when the site sends no analytics", () => {
    renderWithAnalytics(<Footer />, makeAnalytics({ sendsRequests: false }));
    expect(screen.queryByRole("button", { name: PRIVACY_CHOICES_LABEL })).not.toBeInTheDocument();
  });
});

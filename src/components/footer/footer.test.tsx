import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { PRIVACY_CHOICES_LABEL } from "../consent-bar/privacy-choices";
import { Footer } from "./footer";

describe("Footer", () => {
  it("reopens the visitor's analytics choice from its Privacy choices button", async () => {
    const client = makeAnalytics();
    renderWithAnalytics(<Footer />, client);
    await userEvent.click(screen.getByRole("button", { name: PRIVACY_CHOICES_LABEL }));
    expect(client.openPrivacyChoices).toHaveBeenCalledTimes(1);
  });

  it("offers no choice when the site sends no analytics", () => {
    renderWithAnalytics(<Footer />, makeAnalytics({ sendsRequests: false }));
    expect(screen.queryByRole("button", { name: PRIVACY_CHOICES_LABEL })).not.toBeInTheDocument();
  });
});

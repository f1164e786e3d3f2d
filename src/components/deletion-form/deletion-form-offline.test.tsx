import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Delivery, RequestOptions } from "../../analytics";
import { siteConfig } from "../../config/site-config";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { DeletionForm } from "./deletion-form";
import { SIMULATED_SUBMIT_DELAY_MS } from "./deletion-form-state";
import { en } from "../../i18n/dictionaries";

const D = en.deletion;

// The outcome's chunk cannot be fetched: the network dropped after the visitor began.
jest.mock("./deletion-outcome", () => {
  throw new Error("Loading chunk deletion-outcome failed.");
});
jest.mock("./open-mail", () => ({ openMail: jest.fn() }));

const EMAIL = "cook@example.com";

const submitAnswered = async (answer: Delivery) => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const client = makeAnalytics({
    request: jest.fn((_event, options: RequestOptions) => options.onDelivery(answer)),
  });
  renderWithAnalytics(<DeletionForm />, client);
  await user.type(screen.getByLabelText(D.form.label), EMAIL);
  await user.click(screen.getByRole("button", { name: D.form.submit }));
  await act(() => jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS));
};

afterEach(() => {
  jest.useRealTimers();
});

describe("DeletionForm without its outcome chunk", () => {
  it("still says plainly that a delivered request was received", async () => {
    await submitAnswered("sent");
    const heading = await screen.findByRole("heading", { name: D.outcome.receivedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers the email route, written out, for a request that did not go", async () => {
    await submitAnswered("not-sent");
    const heading = await screen.findByRole("heading", {
      name: D.outcome.notReachedTitle,
    });
    expect(heading).toHaveFocus();
    expect(screen.queryByText(/Successfully/)).not.toBeInTheDocument();
    const link = screen.getByRole("link", { name: siteConfig.contactEmail });
    const href = link.getAttribute("href") ?? "";
    expect(href.startsWith(`mailto:${siteConfig.contactEmail}?`)).toBe(true);
    expect(new URL(href).searchParams.get("body")).toContain(EMAIL);
  });
});

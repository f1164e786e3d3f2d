import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TrackOptions } from "../../analytics";
import { siteConfig } from "../../config/site-config";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { DeletionForm } from "./deletion-form";
import { SIMULATED_SUBMIT_DELAY_MS } from "./deletion-form-state";
import { deletionMailto } from "./deletion-mailto";

const EMAIL = "cook@example.com";
const FALLBACK_LINK = `Email your request to ${siteConfig.contactEmail}`;

const submit = async (answer?: (options: TrackOptions) => void) => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const requests: TrackOptions[] = [];
  const client = makeAnalytics({
    track: jest.fn((_event, given: TrackOptions = {}) => {
      requests.push(given);
      answer?.(given);
    }),
  });
  renderWithAnalytics(<DeletionForm />, client);
  await user.type(screen.getByLabelText("Email Address *"), EMAIL);
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  act(() => jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS));
  const deliver = (delivery: "sent" | "not-sent", request = requests.length - 1) =>
    act(() => requests[request]?.onDelivery?.(delivery));
  return { user, deliver };
};

afterEach(() => jest.useRealTimers());

describe("DeletionForm delivery fallback", () => {
  it("offers no fallback when delivery is confirmed", async () => {
    await submit((options) => options.onDelivery?.("sent"));
    expect(screen.getByText("Request Submitted Successfully")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: FALLBACK_LINK })).not.toBeInTheDocument();
  });

  it("offers a prefilled email when delivery was not confirmed", async () => {
    await submit((options) => options.onDelivery?.("not-sent"));
    expect(screen.getByText("Request Submitted Successfully")).toBeInTheDocument();
    expect(screen.getByText(/could not confirm that your request reached us/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: FALLBACK_LINK })).toHaveAttribute(
      "href",
      deletionMailto({
        contactEmail: siteConfig.contactEmail,
        productName: siteConfig.productName,
        email: EMAIL,
      }),
    );
  });

  it("adds the fallback to the success view when the answer comes late", async () => {
    const { deliver } = await submit();
    expect(screen.queryByRole("link", { name: FALLBACK_LINK })).not.toBeInTheDocument();
    deliver("not-sent");
    expect(screen.getByRole("status")).toContainElement(
      screen.getByRole("link", { name: FALLBACK_LINK }),
    );
  });

  it("ignores a late answer to an earlier request", async () => {
    const { user, deliver } = await submit();
    await user.click(screen.getByRole("button", { name: "Submit Another Request" }));
    await user.type(screen.getByLabelText("Email Address *"), EMAIL);
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    act(() => jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS));
    deliver("not-sent", 0);
    expect(screen.queryByRole("link", { name: FALLBACK_LINK })).not.toBeInTheDocument();
    deliver("not-sent", 1);
    expect(screen.getByRole("link", { name: FALLBACK_LINK })).toBeInTheDocument();
  });
});

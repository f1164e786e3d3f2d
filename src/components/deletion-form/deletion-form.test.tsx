import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EVENT_NAMES } from "../../analytics";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { DELETION_DAYS, DeletionForm } from "./deletion-form";
import { SIMULATED_SUBMIT_DELAY_MS } from "./deletion-form-state";

const setup = () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithAnalytics(<DeletionForm />);
  return { user, ...view };
};

afterEach(() => {
  jest.useRealTimers();
});

const emailField = () => screen.getByLabelText("Email Address *");

describe("DeletionForm", () => {
  it("starts idle with an empty required email field and a disabled button", () => {
    setup();
    expect(emailField()).toHaveValue("");
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute("type", "email");
    expect(emailField()).toHaveAttribute("placeholder", "Enter your email address");
    expect(screen.getByRole("button", { name: "Submit Request" })).toBeDisabled();
  });

  it("disables the button again when the email is cleared", async () => {
    const { user } = setup();
    await user.type(emailField(), "a@b.co");
    expect(screen.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    await user.clear(emailField());
    expect(screen.getByRole("button", { name: "Submit Request" })).toBeDisabled();
  });

  it("submits, waits about a second, then shows the success view", async () => {
    const { user, client } = setup();
    await user.type(emailField(), "cook@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(client.track).toHaveBeenCalledTimes(1);
    const [event, options] = (client.track as jest.Mock).mock.calls[0];
    expect(event.name).toBe(EVENT_NAMES.deletionRequested);
    expect(event.properties).toMatchObject({ email: "cook@example.com", source: "web_form" });
    expect(new Date(event.properties.timestamp).toISOString()).toBe(event.properties.timestamp);
    expect(options).toMatchObject({ immediate: true, requestedByVisitor: true });

    act(() => jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS - 1));
    expect(screen.queryByText("Request Submitted Successfully")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    const heading = screen.getByRole("heading", { name: "Request Submitted Successfully" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("cook@example.com")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${DELETION_DAYS} days`))).toBeInTheDocument();
    expect(screen.getByText(/confirmation email/)).toBeInTheDocument();
  });

  it("returns to an empty idle form with Submit Another Request", async () => {
    const { user } = setup();
    await user.type(emailField(), "cook@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    act(() => jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS));
    await user.click(screen.getByRole("button", { name: "Submit Another Request" }));

    expect(emailField()).toHaveValue("");
    expect(emailField()).toHaveFocus();
    expect(screen.getByRole("button", { name: "Submit Request" })).toBeDisabled();
  });

  it("does nothing when submitted empty", async () => {
    const { user, client } = setup();
    await user.type(emailField(), "{Enter}");
    expect(client.track).not.toHaveBeenCalled();
    expect(screen.queryByText("Submitting...")).not.toBeInTheDocument();
  });
});

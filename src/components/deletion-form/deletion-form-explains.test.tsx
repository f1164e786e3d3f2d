import "../../test-utils/server-renderer";
import React, { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { AnalyticsProvider, type Delivery, type RequestOptions } from "../../analytics";
import { DELETION_DAYS } from "../../config/policy";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { requestSender } from "../../analytics/request-sender";
import { sendVisitorRequest } from "../../analytics/mixpanel/request";
import { DeletionForm } from "./deletion-form";
import { SIMULATED_SUBMIT_DELAY_MS, SUBMIT_TIMEOUT_MS } from "./deletion-form-state";
import { en } from "../../i18n/dictionaries";
import { plural } from "../../i18n/words";

const D = en.deletion;

jest.mock("./open-mail", () => ({ openMail: jest.fn() }));

const EMAIL = "cook@example.com";
const SUCCESS = D.outcome.receivedTitle;

const field = () => screen.getByLabelText(D.form.label);
const submitButton = () => screen.getByRole("button", { name: /^Submit/ });

const setup = (answer?: Delivery) => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const requests: RequestOptions[] = [];
  const client = makeAnalytics({
    request: jest.fn((_event, options: RequestOptions) => {
      requests.push(options);
      if (answer) options.onDelivery(answer);
    }),
  });
  renderWithAnalytics(<DeletionForm />, client);
  return { user, client, requests };
};

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
  document.body.innerHTML = "";
});

describe("the deletion form says why Submit is off", () => {
  it("names the reason beside the disabled button, and drops it once an address is typed", async () => {
    const { user } = setup();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(D.form.submitOffReason);
    expect(screen.getByText(D.form.submitOffReason)).toBeVisible();

    await user.type(field(), "c");
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(D.form.submitOffReason)).not.toBeInTheDocument();

    await user.clear(field());
    expect(submitButton()).toHaveAccessibleDescription(D.form.submitOffReason);
  });

  it("counts spaces alone as no address, as the spec's rule does", async () => {
    const { user } = setup();
    await user.type(field(), "   ");
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(D.form.submitOffReason);
  });
});

describe("the deletion form says what is wrong with an address", () => {
  it("answers a submit the browser refuses with a message of its own, tied to the field", async () => {
    const { user, client } = setup();
    await user.type(field(), "cook@");
    await user.click(submitButton());

    expect(client.request).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(D.form.malformedAddress));
    expect(screen.getByText(D.form.malformedAddress)).toBeVisible();
  });

  it("says so when the visitor leaves the field, and stops once the address is right", async () => {
    const { user } = setup();
    await user.type(field(), "cook.example.com");
    await user.tab();
    expect(screen.getByText(D.form.malformedAddress)).toBeVisible();

    await user.clear(field());
    expect(screen.getByText(D.form.missingAddress)).toBeVisible();
    await user.type(field(), EMAIL);
    expect(screen.queryByText(D.form.malformedAddress)).not.toBeInTheDocument();
    expect(screen.queryByText(D.form.missingAddress)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute("aria-invalid");
  });

  it("says nothing while the visitor is still typing a first address", async () => {
    const { user } = setup();
    await user.type(field(), "cook@exa");
    expect(screen.queryByText(D.form.malformedAddress)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute("aria-invalid");
  });
});

describe("the deletion form shows that it is working", () => {
  it("draws Submitting... unlike the idle disabled button, with a turning mark", async () => {
    // How it looks beside the idle button is measured in the browser (e2e/deletion-page.spec.ts).
    const { user } = setup();
    expect(submitButton().querySelector("[aria-hidden='true']")).toBeNull();
    await user.type(field(), EMAIL);
    await user.click(submitButton());

    const busy = screen.getByRole("button", { name: D.form.submitting });
    expect(busy).toBeDisabled();
    expect(busy.querySelector("[aria-hidden='true']")).not.toBeNull();
    expect(busy).not.toHaveAccessibleDescription();
  });
});

describe("the deletion form's promise", () => {
  it("says the one sentence about the confirmation email, from the policy", async () => {
    const { user } = setup("sent");
    await user.type(field(), EMAIL);
    await user.click(submitButton());
    act(() => jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS));
    expect(await screen.findByRole("heading", { name: SUCCESS })).toBeInTheDocument();
    expect(
      screen.getByText(
        `${plural(D.outcome.processedWithin, DELETION_DAYS, "en")} ${en.deletion.confirmation}`,
      ),
    ).toBeInTheDocument();
  });
});

describe("the deletion form before its code arrived", () => {
  it("takes the address typed into the server's field", async () => {
    const client = makeAnalytics();
    const ui = (
      <AnalyticsProvider client={client}>
        <DeletionForm />
      </AnalyticsProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    container.querySelector("input")!.value = EMAIL;

    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(field()).toHaveValue(EMAIL);
    expect(submitButton()).toBeEnabled();
  });

  it("carries the request's sender with the form's own code", async () => {
    expect(await requestSender()).toBe(sendVisitorRequest);
  });
});

type Step =
  | { kind: "type"; text: string }
  | { kind: "clear" }
  | { kind: "submit" }
  | { kind: "answer"; delivery: Delivery }
  | { kind: "wait"; ms: number }
  | { kind: "again" };

const STEP: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("type" as const),
    text: fc.constantFrom("c", "@", "cook@example.com", " ", "x.y"),
  }),
  fc.constant({ kind: "clear" as const }),
  fc.constant({ kind: "submit" as const }),
  fc.record({
    kind: fc.constant("answer" as const),
    delivery: fc.constantFrom<Delivery>("sent", "not-sent"),
  }),
  fc.record({
    kind: fc.constant("wait" as const),
    ms: fc.constantFrom(200, SIMULATED_SUBMIT_DELAY_MS, SUBMIT_TIMEOUT_MS),
  }),
  fc.constant({ kind: "again" as const }),
);

/** What must hold after any step: the spec's rules and the form's words about them. */
const expectInvariants = () => {
  const input = screen.queryByLabelText(D.form.label) as HTMLInputElement | null;
  if (!input) return;
  const button = submitButton() as HTMLButtonElement;
  const submitting = button.textContent === D.form.submitting;
  const empty = input.value.trim() === "";
  // The spec: disabled while the email is empty or while submitting.
  expect(button.disabled).toBe(empty || submitting);
  // Off for an empty field, the reason is said and tied to the button; never otherwise.
  expect(button.getAttribute("aria-describedby") !== null).toBe(empty && !submitting);
  if (empty && !submitting) expect(button).toHaveAccessibleDescription(D.form.submitOffReason);
  // Everything the field points to exists.
  for (const id of (input.getAttribute("aria-describedby") ?? "").split(" ")) {
    expect(document.getElementById(id)).not.toBeNull();
  }
  expect(input.getAttribute("aria-invalid") === "true").toBe(
    document.getElementById("deletion-email-problem") !== null,
  );
};

describe("the deletion form through any sequence of steps", () => {
  it("keeps the spec's rules and says why at every step", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(STEP, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { user, requests } = setup();
        let answered = 0;
        for (const step of steps) {
          const input = screen.queryByLabelText(D.form.label);
          if (step.kind === "type" && input) await user.type(input, step.text);
          if (step.kind === "clear" && input) await user.clear(input);
          if (step.kind === "submit" && input) await user.click(submitButton());
          // The client answers each request once.
          if (step.kind === "answer" && requests.length > answered) {
            answered = requests.length;
            act(() => requests.at(-1)?.onDelivery(step.delivery));
          }
          if (step.kind === "wait") act(() => jest.advanceTimersByTime(step.ms));
          if (step.kind === "again") {
            const again = screen.queryByRole("button", {
              name: /Submit Another Request|Try again/,
            });
            if (again) await user.click(again);
          }
          expectInvariants();
        }
        cleanup();
        jest.useRealTimers();
      }),
      { seed: 74, numRuns: 60 },
    );
  });
});

import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  EVENT_NAMES,
  PRIVATE_ATTRIBUTE,
  type AnalyticsClient,
  type Delivery,
  type RequestOptions,
} from "../../analytics";
import { siteConfig } from "../../config/site-config";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { DELETION_DAYS } from "../../config/policy";
import { DeletionForm } from "./deletion-form";
import { SIMULATED_SUBMIT_DELAY_MS, SUBMIT_TIMEOUT_MS } from "./deletion-form-state";
import { deletionMailto, deletionRequestText } from "./deletion-mailto";
import { openMail } from "./open-mail";
import { en } from "../../i18n/dictionaries";
import { plural } from "../../i18n/words";

const D = en.deletion;
const ENGLISH_MAIL = { mail: D.mail, language: "en" } as const;

jest.mock("./open-mail", () => ({ openMail: jest.fn() }));

const EMAIL = "cook@example.com";
const SUCCESS = D.outcome.receivedTitle;
const NOT_SENT = D.outcome.notReachedTitle;
const EMAIL_STEP = D.outcome.emailStepTitle;

type Setup = {
  /** How the fake client answers each request; nothing means it never answers. */
  answer?: Delivery;
  overrides?: Partial<AnalyticsClient>;
};

const setup = ({ answer, overrides = {} }: Setup = {}) => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const requests: RequestOptions[] = [];
  const client = makeAnalytics({
    request: jest.fn((_event, options: RequestOptions) => {
      requests.push(options);
      if (answer) options.onDelivery(answer);
    }),
    ...overrides,
  });
  const { container } = renderWithAnalytics(<DeletionForm />, client);
  const answerLast = (delivery: Delivery, index = requests.length - 1) =>
    act(() => requests[index]?.onDelivery(delivery));
  const submit = async (email = EMAIL) => {
    await user.type(screen.getByLabelText(D.form.label), email);
    await user.click(screen.getByRole("button", { name: D.form.submit }));
  };
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { user, client, requests, answerLast, submit, wait, container };
};

const emailField = () => screen.getByLabelText(D.form.label);

const expectNoSuccessClaim = () => {
  expect(screen.queryByText(/Successfully/)).not.toBeInTheDocument();
  expect(screen.queryByText(/We received/)).not.toBeInTheDocument();
};

const expectMailtoFor = (email: string) => {
  const link = screen.getByRole("link", { name: D.emailRoute.emailRequest });
  const href = link.getAttribute("href") ?? "";
  expect(href.startsWith(`mailto:${siteConfig.contactEmail}?`)).toBe(true);
  expect(new URL(href).searchParams.get("body")).toContain(email);
  return href;
};

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe("DeletionForm, idle", () => {
  it("starts with an empty required email field and a disabled button", () => {
    setup();
    expect(emailField()).toHaveValue("");
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute("type", "email");
    expect(emailField()).toHaveAttribute("placeholder", D.form.placeholder);
    expect(screen.getByRole("button", { name: D.form.submit })).toBeDisabled();
  });

  it("disables the button again when the email is cleared", async () => {
    const { user } = setup();
    await user.type(emailField(), "a@b.co");
    expect(screen.getByRole("button", { name: D.form.submit })).toBeEnabled();
    await user.clear(emailField());
    expect(screen.getByRole("button", { name: D.form.submit })).toBeDisabled();
  });

  it("does nothing when submitted empty", async () => {
    const { user, client } = setup();
    await user.type(emailField(), "{Enter}");
    expect(client.track).not.toHaveBeenCalled();
    expect(screen.queryByText(D.form.submitting)).not.toBeInTheDocument();
  });
});

describe("DeletionForm, submitting", () => {
  it("sends the request at once and shows Submitting... for at least a second", async () => {
    const { client, submit, wait } = setup({ answer: "sent" });
    await submit();

    expect(screen.getByRole("button", { name: D.form.submitting })).toBeDisabled();
    expect(screen.getByText(D.form.submittingAnnouncement)).toBeInTheDocument();
    expect(client.request).toHaveBeenCalledTimes(1);
    expect(client.track).not.toHaveBeenCalled();
    const [event, options] = (client.request as jest.Mock).mock.calls[0];
    expect(event.name).toBe(EVENT_NAMES.deletionRequested);
    expect(event.properties).toMatchObject({ email: EMAIL, source: "web_form" });
    expect(options.eventId).toEqual({ insertId: expect.any(String), time: expect.any(Number) });

    wait(SIMULATED_SUBMIT_DELAY_MS - 1);
    expect(screen.getByRole("button", { name: D.form.submitting })).toBeInTheDocument();
    wait(1);
    expect(await screen.findByRole("heading", { name: SUCCESS })).toBeInTheDocument();
  });

  it("keeps Submitting... until the provider answers", async () => {
    const { submit, wait, answerLast } = setup();
    await submit();
    wait(3000);
    expect(screen.getByRole("button", { name: D.form.submitting })).toBeInTheDocument();
    answerLast("sent");
    expect(await screen.findByRole("heading", { name: SUCCESS })).toHaveFocus();
  });
});

describe("DeletionForm, confirmed", () => {
  it("shows the spec's success view word for word, focused", async () => {
    const { submit, wait } = setup({ answer: "sent" });
    await submit();
    wait(SIMULATED_SUBMIT_DELAY_MS);

    expect(await screen.findByRole("heading", { name: SUCCESS })).toHaveFocus();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent === `We received the request to delete the data of ${EMAIL}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `${plural(D.outcome.processedWithin, DELETION_DAYS, "en")} ${en.deletion.confirmation}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: D.emailRoute.emailRequest })).not.toBeInTheDocument();
  });

  it("returns to an empty idle form with Submit Another Request", async () => {
    const { user, submit, wait } = setup({ answer: "sent" });
    await submit();
    wait(SIMULATED_SUBMIT_DELAY_MS);
    await user.click(await screen.findByRole("button", { name: D.outcome.submitAnother }));
    expect(emailField()).toHaveValue("");
    expect(emailField()).toHaveFocus();
    expect(screen.getByRole("button", { name: D.form.submit })).toBeDisabled();
  });
});

describe("DeletionForm, not confirmed", () => {
  it("says plainly that the request did not reach us and makes email the way", async () => {
    const { submit, wait } = setup({ answer: "not-sent" });
    await submit();
    wait(SIMULATED_SUBMIT_DELAY_MS);

    expect(await screen.findByRole("heading", { name: NOT_SENT })).toHaveFocus();
    expectNoSuccessClaim();
    expect(screen.getByText(/could not send your request/)).toHaveTextContent(EMAIL);
    expectMailtoFor(EMAIL);
    expect(screen.getByRole("button", { name: D.emailRoute.copy })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: D.outcome.tryAgain })).toBeInTheDocument();
  });

  it("gives up after the timeout when nothing answers", async () => {
    const { submit, wait } = setup();
    await submit();
    wait(SUBMIT_TIMEOUT_MS - 1);
    expect(screen.getByRole("button", { name: D.form.submitting })).toBeInTheDocument();
    wait(1);
    expect(await screen.findByRole("heading", { name: NOT_SENT })).toHaveFocus();
    expectNoSuccessClaim();
  });

  it("is marked private in every view, so a session replay shows it as a blank box", async () => {
    const { submit, wait, container } = setup({ answer: "not-sent" });
    expect(container.firstElementChild).toHaveAttribute(PRIVATE_ATTRIBUTE);
    await submit();
    wait(SIMULATED_SUBMIT_DELAY_MS);
    await screen.findByRole("heading", { name: NOT_SENT });
    expect(container.firstElementChild).toHaveAttribute(PRIVATE_ATTRIBUTE);
  });

  it("ignores a confirmation that arrives after it gave up", async () => {
    const { submit, wait, answerLast } = setup();
    await submit();
    wait(SUBMIT_TIMEOUT_MS);
    answerLast("sent");
    expect(await screen.findByRole("heading", { name: NOT_SENT })).toBeInTheDocument();
  });

  it("tries again with the same request: email, time and $insert_id", async () => {
    const { user, client, submit, wait, answerLast } = setup();
    await submit();
    answerLast("not-sent");
    wait(SIMULATED_SUBMIT_DELAY_MS);
    await user.click(await screen.findByRole("button", { name: D.outcome.tryAgain }));
    expect(screen.getByRole("button", { name: D.form.submitting })).toBeInTheDocument();
    expect(client.request).toHaveBeenCalledTimes(2);
    const [first, again] = (client.request as jest.Mock).mock.calls;
    expect(again[0].properties.email).toBe(EMAIL);
    expect(again[0]).toEqual(first[0]);
    expect(again[1].eventId).toEqual(first[1].eventId);
    expect(first[1].eventId).toEqual({ insertId: expect.any(String), time: expect.any(Number) });
    answerLast("not-sent", 0);
    wait(SIMULATED_SUBMIT_DELAY_MS);
    expect(screen.getByRole("button", { name: D.form.submitting })).toBeInTheDocument();
    answerLast("sent");
    expect(await screen.findByRole("heading", { name: SUCCESS })).toHaveFocus();
  });

  it("copies the whole request and says so", async () => {
    const { user, submit, wait } = setup({ answer: "not-sent" });
    await submit();
    wait(SIMULATED_SUBMIT_DELAY_MS);
    await user.click(await screen.findByRole("button", { name: D.emailRoute.copy }));

    expect(await navigator.clipboard.readText()).toBe(
      deletionRequestText(
        {
          contactEmail: siteConfig.contactEmail,
          productName: siteConfig.productName,
          email: EMAIL,
          requestedAt: new Date(),
        },
        ENGLISH_MAIL,
      ),
    );
    expect(await screen.findByRole("button", { name: D.emailRoute.copied })).toBeInTheDocument();
    expect(screen.getByText(/Request copied\. Paste it into a new email/)).toBeInTheDocument();
  });

  it("says so when copying fails", async () => {
    const { user, submit, wait } = setup({ answer: "not-sent" });
    jest.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    await submit();
    wait(SIMULATED_SUBMIT_DELAY_MS);
    await user.click(await screen.findByRole("button", { name: D.emailRoute.copy }));
    expect(await screen.findByText(/Copying did not work/)).toBeInTheDocument();
  });
});

describe("DeletionForm without analytics", () => {
  const offline = { overrides: { sendsRequests: false } };

  it("says from the start that submitting prepares an email", () => {
    setup(offline);
    expect(emailField()).toHaveAccessibleDescription(/opens your email app/);
  });

  it("composes the prefilled email, says what to do next and never claims success", async () => {
    const { client, submit } = setup(offline);
    await submit();

    expect(client.request).not.toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: EMAIL_STEP })).toHaveFocus();
    const href = expectMailtoFor(EMAIL);
    expect(openMail).toHaveBeenCalledWith(href);
    expect(href).toBe(
      deletionMailto(
        {
          contactEmail: siteConfig.contactEmail,
          productName: siteConfig.productName,
          email: EMAIL,
          requestedAt: new Date(),
        },
        ENGLISH_MAIL,
      ),
    );
    expect(screen.getByText(/Press Send there/)).toBeInTheDocument();
    expectNoSuccessClaim();
  });

  it("starts over with an empty form", async () => {
    const { user, submit } = setup(offline);
    await submit();
    await user.click(await screen.findByRole("button", { name: D.outcome.startOver }));
    expect(emailField()).toHaveValue("");
    expect(emailField()).toHaveFocus();
  });
});

import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Delivery } from "../../analytics";
import { siteConfig } from "../../config/site-config";
import {
  englishLeft,
  inLanguage,
  TRANSLATIONS,
  type Translated,
} from "../../test-utils/in-language";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { Contact } from "../contact/contact";
import { DeletionInfo } from "../deletion-info/deletion-info";
import { DeletionForm } from "./deletion-form";
import { SIMULATED_SUBMIT_DELAY_MS } from "./deletion-form-state";

jest.mock("./open-mail", () => ({ openMail: jest.fn() }));

const EMAIL = "cook@example.com";
const LANGUAGES: Translated[] = ["de", "es"];

const setup = (language: Translated, answer?: Delivery, sendsRequests = true) => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const client = makeAnalytics({
    sendsRequests,
    request: jest.fn((_event, options) => {
      if (answer) options.onDelivery(answer);
    }),
  });
  const { container } = renderWithAnalytics(inLanguage(language, <DeletionForm />), client);
  const t = TRANSLATIONS[language].deletion;
  const submit = async (email = EMAIL) => {
    await user.type(screen.getByLabelText(t.form.label), email);
    await user.click(screen.getByRole("button", { name: t.form.submit }));
    act(() => {
      jest.advanceTimersByTime(SIMULATED_SUBMIT_DELAY_MS);
    });
  };
  return { user, container, t, submit };
};

afterEach(() => jest.useRealTimers());

describe.each(LANGUAGES)("the deletion page in %s", (language) => {
  const left = (text: string | null) => englishLeft(text ?? "", ["deletion"], language);

  it("labels the idle form in its language and says why Submit is off", () => {
    const { container, t } = setup(language);
    expect(screen.getByLabelText(t.form.label)).toHaveAttribute("placeholder", t.form.placeholder);
    expect(screen.getByRole("button", { name: t.form.submit })).toHaveAccessibleDescription(
      t.form.submitOffReason,
    );
    expect(left(container.textContent)).toEqual([]);
  });

  it("says what is wrong with an address in its language", async () => {
    const { user, t } = setup(language);
    const field = screen.getByLabelText(t.form.label);
    await user.type(field, "cook@");
    await user.tab();
    expect(screen.getByText(t.form.malformedAddress)).toBeVisible();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(t.form.malformedAddress));
    await user.clear(field);
    expect(screen.getByText(t.form.missingAddress)).toBeVisible();
  });

  it("says Submitting in its language while the request is on its way", async () => {
    const { user, t } = setup(language);
    await user.type(screen.getByLabelText(t.form.label), EMAIL);
    await user.click(screen.getByRole("button", { name: t.form.submit }));
    expect(screen.getByRole("button", { name: t.form.submitting })).toBeDisabled();
    expect(screen.getByText(t.form.submittingAnnouncement)).toBeInTheDocument();
  });

  it("says the request is sent only once it has been delivered", async () => {
    const { container, t, submit } = setup(language, "sent");
    await submit();
    expect(await screen.findByRole("heading", { name: t.outcome.receivedTitle })).toHaveFocus();
    expect(container).toHaveTextContent(t.confirmation);
    expect(container.textContent).toMatch(/30/);
    expect(left(container.textContent)).toEqual([]);
  });

  it("says a request that failed has not reached us, and offers the email in its language", async () => {
    const { container, t, submit, user } = setup(language, "not-sent");
    await submit();
    expect(await screen.findByRole("heading", { name: t.outcome.notReachedTitle })).toHaveFocus();
    expect(screen.queryByText(t.outcome.receivedTitle)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.outcome.tryAgain })).toBeInTheDocument();
    const mail = screen.getByRole("link", { name: t.emailRoute.emailRequest });
    expect(new URL(mail.getAttribute("href")!).searchParams.get("subject")).toBe(t.mail.subject);
    expect(left(container.textContent)).toEqual([]);
    await user.click(screen.getByRole("button", { name: t.emailRoute.copy }));
    expect(await screen.findByRole("button", { name: t.emailRoute.copied })).toBeInTheDocument();
  });

  it("prepares the email in its language when the site sends nothing itself", async () => {
    const { container, t, submit } = setup(language, undefined, false);
    expect(screen.getByLabelText(t.form.label)).toHaveAccessibleDescription(
      `${t.form.hint} ${t.form.hintEmailRoute}`,
    );
    await submit();
    expect(await screen.findByRole("heading", { name: t.outcome.emailStepTitle })).toHaveFocus();
    expect(screen.getByRole("button", { name: t.outcome.startOver })).toBeInTheDocument();
    expect(left(container.textContent)).toEqual([]);
  });

  it("explains what happens to a request in its language, days in its numbers", () => {
    const { container } = render(
      inLanguage(
        language,
        <DeletionInfo
          productName={siteConfig.productName}
          company="Acme, Inc."
          contactEmail={siteConfig.contactEmail}
          securityLogDays={10000}
        />,
      ),
    );
    const t = TRANSLATIONS[language].deletion.info;
    expect(screen.getByRole("heading", { name: t.deleteTitle })).toBeInTheDocument();
    expect(container).toHaveTextContent("10.000");
    expect(container.textContent).not.toContain("Inc..");
    expect(left(container.textContent)).toEqual([]);
  });

  it("draws the contact page in its language", () => {
    const { container } = render(inLanguage(language, <Contact />));
    expect(container).toHaveTextContent(TRANSLATIONS[language].contact.intro);
    expect(englishLeft(container.textContent ?? "", ["contact"], language)).toEqual([]);
  });
});

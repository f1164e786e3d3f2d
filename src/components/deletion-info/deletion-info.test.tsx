import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { DELETION_DAYS } from "../../config/policy";
import { DeletionInfo } from "./deletion-info";
import { en } from "../../i18n/dictionaries";

const props = {
  productName: "Fridge Feast",
  company: "Acme Kitchen Ltd",
  contactEmail: "privacy@acme.test",
  securityLogDays: 45,
};

const renderInfo = () => render(<DeletionInfo {...props} />);

const sectionOf = (headingName: string): HTMLElement => {
  const section = screen.getByRole("heading", { level: 2, name: headingName }).closest("section");
  if (!section) throw new Error(`No section around "${headingName}"`);
  return section;
};

describe("DeletionInfo", () => {
  it("does not double the full stop after a company name that ends with one", () => {
    render(<DeletionInfo {...props} company="Acme, Inc." />);
    expect(
      screen.getByText("Fridge Feast is made by Acme, Inc. This page lets you ask", {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it("names the app and the company behind it", () => {
    renderInfo();

    expect(
      screen.getByText(
        "Fridge Feast is made by Acme Kitchen Ltd. This page lets you ask us to delete your Fridge Feast account",
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Pantry Chef/)).not.toBeInTheDocument();
  });

  it("leaves the page heading to the page", () => {
    renderInfo();

    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("lists the three steps in order: the request, deletion within the promised days, the one email", () => {
    renderInfo();

    const steps = within(sectionOf("How to request deletion")).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Enter the email address of your Fridge Feast account in the form on this page.",
      `We delete your account and its data within ${DELETION_DAYS} days.`,
      en.deletion.confirmation,
    ]);
    // The same promise the success view makes: one email, once the deletion is done.
    expect(en.deletion.confirmation).toMatch(/once your data has been deleted/);
  });

  it("says what is deleted and what may be kept", () => {
    renderInfo();

    const deleted = sectionOf("What we delete");
    for (const item of [
      "saved recipes and collections",
      "cooked-meal history",
      "pantry and grocery lists",
      "notes and ingredient expiry dates",
      "allergens",
    ]) {
      expect(deleted).toHaveTextContent(item);
    }

    const kept = sectionOf("What we may keep");
    expect(kept).toHaveTextContent(/legal/);
    expect(kept).toHaveTextContent("security logs, for up to 45 days");
  });

  it("offers the in-app route and the contact email", () => {
    renderInfo();

    expect(screen.getByRole("link", { name: "privacy@acme.test" })).toHaveAttribute(
      "href",
      "mailto:privacy@acme.test",
    );
    expect(sectionOf("Other ways to delete your data")).toHaveTextContent(/Fridge Feast app/);
  });
});

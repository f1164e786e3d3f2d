import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { POLICY_EFFECTIVE_DATE, PRIVACY_REPLY_DAYS } from "../../config/policy";
import { formatPolicyDate } from "../../config/policy-date";
import { ROUTES } from "../../config/routes";
import { en } from "../../i18n/dictionaries";
import { PrivacyPolicy } from "./privacy-policy";

const props = {
  productName: "Fridge Feast",
  company: "Acme Kitchen Ltd",
  contactEmail: "privacy@acme.test",
};

const SECTION_HEADINGS = [
  "1. Information We Collect",
  "2. How We Use Your Information",
  "3. Analytics",
  "4. Data Security",
  "5. Your Rights",
  "6. Future Features",
  "7. Recipe Recommendations & Dietary Safety Disclaimer",
  "8. No Data Sharing",
  "9. Contact Us",
];

const renderPolicy = () => render(<PrivacyPolicy {...props} />);

const sectionOf = (headingName: string): HTMLElement => {
  const section = screen.getByRole("heading", { level: 2, name: headingName }).closest("section");
  if (!section) throw new Error(`No section around "${headingName}"`);
  return section;
};

describe("PrivacyPolicy", () => {
  it("has the page title and the effective date", () => {
    renderPolicy();

    expect(
      screen.getByRole("heading", { level: 1, name: en.site.routes.privacyPolicy.title }),
    ).toBeInTheDocument();
    const effective = `Effective date: ${formatPolicyDate(POLICY_EFFECTIVE_DATE)}`;
    expect(
      screen.getByText(
        (_, element) => element?.tagName === "P" && element.textContent === effective,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(formatPolicyDate(POLICY_EFFECTIVE_DATE))).toHaveAttribute(
      "datetime",
      POLICY_EFFECTIVE_DATE,
    );
  });

  it("shows the nine sections in order", () => {
    renderPolicy();

    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);
  });

  it("links every table-of-contents entry to its section heading", () => {
    renderPolicy();

    const toc = screen.getByRole("navigation", { name: "Table of contents" });
    expect(within(toc).getByRole("list").tagName).toBe("OL");

    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(SECTION_HEADINGS.length);

    links.forEach((link, index) => {
      const href = link.getAttribute("href") ?? "";
      expect(href).toMatch(/^#[a-z0-9-]+$/);

      const target = document.getElementById(href.slice(1));
      expect(target).not.toBeNull();
      expect(target).toHaveTextContent(SECTION_HEADINGS[index] ?? "");
      expect(SECTION_HEADINGS[index]).toContain(link.textContent ?? "");
    });
  });

  it("uses the product and company names it is given", () => {
    renderPolicy();

    expect(screen.getAllByText(/Fridge Feast/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Acme Kitchen Ltd/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Pantry Chef/)).not.toBeInTheDocument();
  });

  it("names the company and links to the contact email in Contact Us", () => {
    renderPolicy();

    const contact = sectionOf("9. Contact Us");
    expect(contact).toHaveTextContent("Acme Kitchen Ltd");
    expect(within(contact).getByRole("link", { name: "privacy@acme.test" })).toHaveAttribute(
      "href",
      "mailto:privacy@acme.test",
    );
  });

  it("lets people request deletion and states the promised answer time", () => {
    renderPolicy();

    const rights = sectionOf("5. Your Rights");
    expect(
      within(rights).getByRole("link", { name: en.site.routes.dataDeletion.navLabel }),
    ).toHaveAttribute("href", ROUTES.dataDeletion.path);
    expect(rights).toHaveTextContent(`within ${PRIVACY_REPLY_DAYS} days`);
    for (const right of ["Access", "Correct", "Delete", "Export"]) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
  });

  it("states the right to complain to a data protection authority", () => {
    renderPolicy();

    const rights = sectionOf("5. Your Rights");
    expect(rights).toHaveTextContent("the right to complain to a data protection authority");
    expect(within(rights).getAllByRole("link", { name: "privacy@acme.test" })).toHaveLength(2);
  });

  it("explains Mixpanel analytics and the privacy signals it honours", () => {
    renderPolicy();

    const analytics = sectionOf("3. Analytics");
    expect(analytics).toHaveTextContent("Mixpanel");
    expect(analytics).toHaveTextContent("Global Privacy Control");
    expect(analytics).toHaveTextContent("Do Not Track");
  });

  it("lists the planned features", () => {
    renderPolicy();

    const future = sectionOf("6. Future Features");
    for (const feature of [
      "friends",
      "barcode input",
      "voice input",
      "family plans",
      "image uploads",
      "premium tiers",
      "sync",
      "expiry alerts",
    ]) {
      expect(future).toHaveTextContent(feature);
    }
  });
});

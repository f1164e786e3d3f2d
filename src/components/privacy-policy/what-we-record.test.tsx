import * as React from "react";
import { render, screen } from "@testing-library/react";
import { CONSENT_MODES, CONSENT_STORAGE } from "../../analytics/consent/consent";
import { EVERY_EVENT_FIELDS, eventCatalogue } from "../../analytics/event-catalogue";
import { REDACTED, SECRET_PARAMS } from "../../analytics/redact";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import { checklistKey } from "../cook-tools/use-checklist";
import { CONSENT_BAR_TEXT } from "../consent-bar/consent-bar-text";
import { consentSentence } from "./consent-text";
import { LIBRARY_FIELDS, SCROLL_EVENT, storedItems } from "../../analytics/mixpanel/recorded-data";
import { siteConfig } from "../../config/site-config";
import { WhatWeRecord } from "./what-we-record";

const PRODUCT = "Fridge Feast";

const codes = () =>
  screen.getAllByText((_, element) => element?.tagName === "CODE").map((c) => c.textContent);

describe("WhatWeRecord", () => {
  it("names every event, every field and everything stored, from the catalogue", () => {
    const { container } = render(<WhatWeRecord productName={PRODUCT} />);
    const shown = codes();
    const catalogue = eventCatalogue({
      productName: PRODUCT,
      webVitals: siteConfig.analytics.webVitals,
    });
    for (const event of catalogue) {
      expect(shown).toContain(event.name);
      event.fields.forEach((field) => expect(shown).toContain(field.name));
    }
    [...EVERY_EVENT_FIELDS, ...LIBRARY_FIELDS].forEach((field) =>
      expect(shown).toContain(field.name),
    );
    expect(shown).toContain(SCROLL_EVENT.name);
    expect(container).toHaveTextContent("25, 50, 75 or 100 percent");
    storedItems("<project token>").forEach((item) => expect(shown).toContain(item.name));
    expect(container).toHaveTextContent("kept 365 days");
  });

  it("says the email in a deletion request is the only personal information, and explains the beacon", () => {
    const { container } = render(<WhatWeRecord productName={PRODUCT} />);
    expect(container).toHaveTextContent(
      "The only personal information among them is the email address you enter in the data-deletion form.",
    );
    expect(container).toHaveTextContent(
      "your browser sends that visit’s events straight to Mixpanel",
    );
    expect(screen.getByRole("heading", { name: "What we record" })).toBeInTheDocument();
  });

  it("uses the product name it is given for the download event", () => {
    render(<WhatWeRecord productName={PRODUCT} />);
    expect(codes()).toContain(`Download ${PRODUCT} Clicked`);
  });
});

describe("the policy's consent, storage, redaction and destination", () => {
  it("names what the recipe pages and the fridge picker keep in this browser", () => {
    render(<WhatWeRecord productName={PRODUCT} />);
    expect(codes()).toContain(FRIDGE_STORAGE_KEY);
    expect(codes()).toContain(checklistKey("<recipe>"));
  });

  it("states this build's consent behaviour, the stored choice and its lifetime", () => {
    const { container } = render(<WhatWeRecord productName={PRODUCT} />);
    expect(container).toHaveTextContent(consentSentence(siteConfig.analytics.consent));
    expect(codes()).toContain(CONSENT_STORAGE.key);
    expect(container).toHaveTextContent(`for ${CONSENT_STORAGE.lifetime}`);
    expect(container).toHaveTextContent("is sent whatever you chose");
  });

  it("names every redacted parameter, the replacement and the API host", () => {
    render(<WhatWeRecord productName={PRODUCT} />);
    const shown = codes();
    SECRET_PARAMS.forEach((name) => expect(shown).toContain(name));
    expect(shown).toContain(REDACTED);
    expect(shown).toContain("utm_*");
    expect(shown).toContain(siteConfig.analytics.apiHost);
  });
});

describe("consentSentence", () => {
  it("says who is asked in each mode, and how to change the answer", () => {
    expect(consentSentence("auto")).toMatch(/time zone is in the European Economic Area/);
    expect(consentSentence("auto")).toMatch(/Elsewhere analytics starts/);
    expect(consentSentence("always")).toMatch(/^We ask you before recording anything/);
    expect(consentSentence("never")).toMatch(/without asking first/);
    for (const mode of CONSENT_MODES) {
      expect(consentSentence(mode)).toContain(`"${CONSENT_BAR_TEXT.label}"`);
    }
  });
});

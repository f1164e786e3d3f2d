import * as React from "react";
import { render, screen } from "@testing-library/react";
import { EVERY_EVENT_FIELDS, eventCatalogue } from "../../analytics/event-catalogue";
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

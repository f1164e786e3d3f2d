import * as React from "react";
import { render, screen } from "@testing-library/react";
import { pageContextOf } from "../../analytics/browser-analytics";
import { CONSENT_MODES, CONSENT_STORAGE, consentTerms } from "../../analytics/consent/consent";
import {
  EVERY_EVENT_FIELDS,
  eventCatalogue,
  pageContextFields,
} from "../../analytics/event-catalogue";
import { deletionRequested, downloadClicked } from "../../analytics/events";
import { createMixpanelClient } from "../../analytics/mixpanel/client";
import { flushPromises } from "../../analytics/mixpanel/fake-mixpanel";
import type { IngestionEvent } from "../../analytics/mixpanel/ingestion";
import { requestEvent } from "../../analytics/mixpanel/request";
import {
  ENVELOPE_FIELDS,
  LIBRARY_FIELDS,
  REQUEST_FIELDS,
  SCROLL_EVENT,
  storedItems,
} from "../../analytics/mixpanel/recorded-data";
import {
  CLICK_ID_PARAMS,
  REDACTED,
  SECRET_PARAMS,
  SECRET_PARAM_ENDINGS,
  SECRET_VALUES,
} from "../../analytics/redact";
import { createSiteConfig, type SiteConfig } from "../../config/site-config";
import { useSiteConfig } from "../../config/use-site-config";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import { redirectEvent, redirectSettings } from "../../get/redirect";
import { checklistKey } from "../cook-tools/use-checklist";
import { consentSentence } from "./consent-text";
import { legalBasisText, regionSentences, retentionSentence } from "./analytics-terms";
import { SECRET_VALUE_KEYS, WhatWeRecord } from "./what-we-record";
import { en } from "../../i18n/dictionaries";

const R = en.policy.record;
const SECRET_VALUE_NAMES = SECRET_VALUE_KEYS.map((key) => R.secretValues[key]);

jest.mock("../../config/use-site-config");

const PRODUCT = "Fridge Feast";
const BASE = createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "policy-token" });

const withAnalytics = (analytics: Partial<SiteConfig["analytics"]> = {}) => {
  const config = { ...BASE, analytics: { ...BASE.analytics, ...analytics } };
  jest.mocked(useSiteConfig).mockReturnValue(config);
  return render(<WhatWeRecord productName={PRODUCT} />);
};

const codes = () =>
  screen.getAllByText((_, element) => element?.tagName === "CODE").map((c) => c.textContent);

describe("WhatWeRecord", () => {
  it("names every event, every field and everything stored", () => {
    const { container } = withAnalytics({ webVitals: true });
    const shown = codes();
    for (const event of eventCatalogue({ productName: PRODUCT, webVitals: true })) {
      expect(shown).toContain(event.name);
      event.fields.forEach((field) => expect(shown).toContain(field.name));
    }
    [
      ...EVERY_EVENT_FIELDS,
      ...pageContextFields(false),
      ...ENVELOPE_FIELDS,
      ...LIBRARY_FIELDS,
      ...SCROLL_EVENT.fields,
      ...REQUEST_FIELDS,
    ].forEach((field) => expect(shown).toContain(field.name));
    expect(shown).toContain(SCROLL_EVENT.name);
    expect(container).toHaveTextContent("25, 50, 75 or 100 percent");
    storedItems("policy-token", false).forEach((item) => expect(shown).toContain(item.name));
    expect(container).toHaveTextContent("(IndexedDB database)");
    expect(container).toHaveTextContent("kept 365 days");
  });

  it("says what of it is personal data: the identifier, the user agent, addresses and campaign tags, the location from the IP address", () => {
    const { container } = withAnalytics();
    for (const words of [
      "the random identifier",
      "user agent",
      "campaign tags",
      "approximate location Mixpanel derives from your IP address",
    ]) {
      expect(container).toHaveTextContent(words);
    }
    expect(container).not.toHaveTextContent(/only personal information/);
    expect(screen.getByRole("heading", { name: "What we record" })).toBeInTheDocument();
  });

  it("names click IDs only when the build records them", () => {
    withAnalytics({ clickIds: true });
    CLICK_ID_PARAMS.forEach((name) => expect(codes()).toContain(name));
  });

  it("names the session recorder's purpose, storage and legal basis only when it is on", () => {
    const off = withAnalytics();
    expect(off.container).not.toHaveTextContent(/Session replay:/);
    off.unmount();
    const on = withAnalytics({ sessionReplay: true });
    expect(on.container).toHaveTextContent(en.policy.quoted.purposes.session_replay);
    expect(on.container).toHaveTextContent(/Session replay: your consent/);
    storedItems("policy-token", true).forEach((item) => expect(codes()).toContain(item.name));
  });

  it("uses the product name it is given for the download event", () => {
    withAnalytics();
    expect(codes()).toContain(`Download ${PRODUCT} Clicked`);
  });

  it("names what the recipe pages and the fridge picker keep in this browser", () => {
    withAnalytics();
    expect(codes()).toContain(FRIDGE_STORAGE_KEY);
    expect(codes()).toContain(checklistKey("<recipe>"));
  });
});

describe("the policy names every field the code sends", () => {
  /** Every property the site's own sender, the request sender and /get put on the wire. */
  const sentByTheSite = async (config: SiteConfig) => {
    const sent: IngestionEvent[] = [];
    window.history.replaceState(
      null,
      "",
      `/?${[...CLICK_ID_PARAMS, "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"].map((name) => `${name}=x`).join("&")}`,
    );
    Object.defineProperty(document, "referrer", {
      value: "https://example.org/page",
      configurable: true,
    });
    let idle = () => {};
    const client = createMixpanelClient({
      token: config.analytics.token,
      consent: "granted",
      environment: { screenWidth: 1, screenHeight: 1, userAgent: "UA", isDevelopment: false },
      load: () => new Promise(() => {}),
      whenIdle: () => new Promise((resolve) => (idle = resolve)),
      onFirstInput: () => undefined,
      onLeave: () => undefined,
      pageContext: pageContextOf(window, config.analytics.clickIds),
      identity: () => ({ distinctId: "$device:d", deviceId: "d" }),
      sendBeacon: (events) => {
        sent.push(...events);
        return true;
      },
      sendRequest: (request) => {
        sent.push(requestEvent(request));
        return Promise.resolve("sent");
      },
    });
    client.start();
    client.pageView("/");
    client.track(
      downloadClicked({
        productName: PRODUCT,
        location: "hero",
        size: "large",
        destination: "app_store",
      }),
    );
    client.request(deletionRequested("a@b.co"), {
      eventId: { insertId: "i", time: 1 },
      onDelivery: () => undefined,
    });
    idle();
    await flushPromises();
    const fromGet = redirectEvent(
      redirectSettings(config),
      { destination: "play_store", url: "https://play.google.com/" },
      {
        location: { pathname: "/get/", search: "?utm_source=x&src=qr&ct=c" },
        navigator: { userAgent: "UA" },
        screen: { width: 1, height: 1 },
      } as unknown as Window,
    );
    window.history.replaceState(null, "", "/");
    Reflect.deleteProperty(document, "referrer");
    return [
      ...sent.flatMap((event) => Object.keys(event.properties)),
      ...Object.keys(fromGet.properties),
    ];
  };

  it.each([false, true])("with click IDs recorded: %s", async (clickIds) => {
    const config = { ...BASE, analytics: { ...BASE.analytics, clickIds } };
    const sent = await sentByTheSite(config);
    expect(sent).toContain("$current_url");
    expect(sent.includes("gclid")).toBe(clickIds);
    withAnalytics({ clickIds });
    const named = new Set(codes());
    expect([...new Set(sent)].filter((field) => !named.has(field))).toEqual([]);
  });
});

describe("the policy's choice, redaction, destination, retention and legal basis", () => {
  it("states this build's consent behaviour, what is asked, the stored record and its lifetime", () => {
    const { container } = withAnalytics({ consentMaxAgeDays: 183 });
    expect(container).toHaveTextContent(consentSentence(BASE.analytics.consent, en.policy));
    expect(codes()).toContain(CONSENT_STORAGE.key);
    expect(codes()).toContain(consentTerms(BASE.analytics).version);
    expect(container).toHaveTextContent(en.policy.quoted.purposes.analytics);
    expect(container).toHaveTextContent("We ask again after 183 days");
    expect(container).toHaveTextContent("is sent whatever you chose");
    expect(container).toHaveTextContent("under an identifier made for it alone");
  });

  it("names every redacted parameter and pattern, and the replacement", () => {
    const { container } = withAnalytics();
    const shown = codes();
    [...SECRET_PARAMS, ...SECRET_PARAM_ENDINGS].forEach((name) => expect(shown).toContain(name));
    expect(SECRET_VALUE_NAMES).toHaveLength(SECRET_VALUES.length);
    SECRET_VALUE_NAMES.forEach((name) => expect(container).toHaveTextContent(name));
    expect(shown).toContain(REDACTED);
    expect(container).toHaveTextContent(
      "advertising click IDs (such as gclid or fbclid) are replaced in every address and not recorded",
    );
  });

  it("says where the data goes, where it is kept, whether that is a transfer, and for how long", () => {
    const { container } = withAnalytics({ retentionMonths: 24 });
    expect(codes()).toContain(BASE.analytics.apiHost);
    regionSentences(BASE.analytics.apiHost, R).forEach((sentence) =>
      expect(container).toHaveTextContent(sentence),
    );
    expect(container).toHaveTextContent("for 24 months");
  });

  it("states a legal basis for each purpose and for the deletion request", () => {
    const { container } = withAnalytics({ sessionReplay: true, consent: "auto" });
    expect(container).toHaveTextContent(
      `Analytics: ${legalBasisText(BASE.analytics.legalBasis.analytics, "auto", R)}.`,
    );
    expect(container).toHaveTextContent(/Session replay: your consent/);
    expect(container).toHaveTextContent(/Your deletion request: our legal obligation/);
  });
});

describe("regionSentences", () => {
  it("knows Mixpanel's US, EU and India hosts, and says a transfer out of Europe is one", () => {
    expect(regionSentences("https://api-js.mixpanel.com", R).join(" ")).toMatch(
      /in the United States\..*transfer of your data to the United States.*standard contractual clauses/,
    );
    expect(regionSentences("https://api-eu.mixpanel.com", R)).toEqual([
      "Mixpanel keeps the data in the European Union.",
    ]);
    expect(regionSentences("https://api-in.mixpanel.com", R).join(" ")).toMatch(/transfer.*India/);
  });

  it("does not guess the region behind a host it does not know", () => {
    expect(regionSentences("https://proxy.example.com", R).join(" ")).toMatch(
      /write to us to learn which/,
    );
  });
});

describe("retentionSentence", () => {
  it("states the project's setting, or that it follows the project when none is given", () => {
    expect(retentionSentence(13, R, "en")).toMatch(/for 13 months/);
    expect(retentionSentence(null, R, "en")).toMatch(
      /as long as our project's data retention setting/,
    );
  });
});

describe("legalBasisText", () => {
  it("follows the setting and who is asked", () => {
    expect(legalBasisText("consent-where-asked", "auto", R)).toMatch(
      /consent .* where we ask you for it; elsewhere our legitimate interest/,
    );
    expect(legalBasisText("consent-where-asked", "always", R)).toMatch(/^your consent/);
    expect(legalBasisText("consent-where-asked", "never", R)).toMatch(/^our legitimate interest/);
    expect(legalBasisText("legitimate-interests", "always", R)).toMatch(/^our legitimate interest/);
    expect(legalBasisText("consent", "always", R)).toMatch(/^your consent/);
  });
});

describe("consentSentence", () => {
  it("says who is asked in each mode, and how to change the answer", () => {
    expect(consentSentence("auto", en.policy)).toMatch(
      /time zone is in the European Economic Area/,
    );
    expect(consentSentence("auto", en.policy)).toMatch(/does not say where you are/);
    expect(consentSentence("auto", en.policy)).toMatch(/Elsewhere analytics counts your visit/);
    expect(consentSentence("always", en.policy)).toMatch(/^We ask you before recording anything/);
    expect(consentSentence("never", en.policy)).toMatch(/without asking first/);
    for (const mode of CONSENT_MODES) {
      expect(consentSentence(mode, en.policy)).toContain(`"${en.policy.quoted.privacyChoices}"`);
    }
  });
});

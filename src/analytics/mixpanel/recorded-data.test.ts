import mixpanel from "mixpanel-browser/dist/mixpanel-core.cjs.js";
import { EVERY_EVENT_FIELDS, eventCatalogue } from "../event-catalogue";
import { pageViewed } from "../events";
import { superProperties } from "../super-properties";
import { pageAddressOf } from "../redact";
import { mixpanelConfig } from "./config";
import { MIXPANEL_API_HOST } from "./constants";
import { LIBRARY_FIELDS, storedItems } from "./recorded-data";

const TOKEN = "policy-token";

/** What the real library, with our config, sends and stores for one page view. */
const recordOnePageView = async () => {
  const bodies: string[] = [];
  jest.spyOn(XMLHttpRequest.prototype, "send").mockImplementation((body) => {
    bodies.push(String(body));
  });
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  mixpanel.init(
    TOKEN,
    mixpanelConfig({
      sessionReplay: false,
      persistent: true,
      apiHost: MIXPANEL_API_HOST,
      pageAddress: () => pageAddressOf(window),
      secureCookie: false,
      libBasePath: "/",
      recorderSrc: "/r.js",
    }),
  );
  const environment = {
    screenWidth: 390,
    screenHeight: 844,
    userAgent: "UA",
    isDevelopment: false,
  };
  mixpanel.register(superProperties(environment, "/"), { persistent: false });
  const event = pageViewed("/?ref=policy");
  mixpanel.track(event.name, event.properties);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const stored = [
    ...document.cookie.split(";").map((cookie) => cookie.split("=")[0]?.trim() ?? ""),
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
  ].filter((name) => name !== "");
  (
    mixpanel as unknown as { request_batchers: { events: { flush: () => void } } }
  ).request_batchers.events.flush();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const sent = bodies.flatMap(
    (body) =>
      JSON.parse(new URLSearchParams(body).get("data") ?? "[]") as {
        properties: Record<string, unknown>;
      }[],
  );
  return { sent, stored };
};

afterAll(() => jest.restoreAllMocks());

const SECRET_ADDRESS = "/?email=a%40b.co&utm_source=mail&code=42#invite_token=x";

describe("what the privacy policy lists", () => {
  beforeAll(() => window.history.replaceState(null, "", SECRET_ADDRESS));
  afterAll(() => window.history.replaceState(null, "", "/"));

  it("covers every property the library really sends and everything it stores, with the address redacted", async () => {
    const { sent, stored } = await recordOnePageView();
    expect(sent).toHaveLength(1);
    const wire = JSON.stringify(sent);
    expect(wire).not.toContain("a@b.co");
    expect(wire).not.toContain("a%40b.co");
    expect(wire).not.toContain("invite_token");
    expect(wire).not.toContain("code=42");
    expect(sent[0]?.properties).toMatchObject({
      $current_url: "http://localhost/?email=[redacted]&utm_source=mail&code=[redacted]",
      utm_source: "mail",
    });
    const listed = new Set(
      [
        ...LIBRARY_FIELDS,
        ...EVERY_EVENT_FIELDS,
        ...eventCatalogue({ productName: "P", webVitals: true }).flatMap((event) => event.fields),
      ].map((field) => field.name),
    );
    expect(Object.keys(sent[0]?.properties ?? {}).filter((key) => !listed.has(key))).toEqual([]);

    const storedNames = storedItems(TOKEN).map((item) => item.name);
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.filter((name) => !storedNames.includes(name.replace(/:[XYZ]$/, "")))).toEqual([]);
  });
});

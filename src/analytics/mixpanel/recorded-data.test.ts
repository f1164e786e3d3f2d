import type { Mixpanel } from "mixpanel-browser";
import mixpanel from "./library-core";
import { pageContextOf } from "../browser-analytics";
import { forgetStored } from "../consent/choice-storage";
import { EVERY_EVENT_FIELDS, eventCatalogue, pageContextFields } from "../event-catalogue";
import { pageViewed } from "../events";
import { superProperties } from "../super-properties";
import { mixpanelConfig } from "./config";
import { prepareForLibrary } from "./library-setup";
import { MIXPANEL_API_HOST } from "./constants";
import { ENVELOPE_FIELDS, LIBRARY_FIELDS, SCROLL_EVENT, storedItems } from "./recorded-data";

const TOKEN = "policy-token";
const ENVIRONMENT = { screenWidth: 390, screenHeight: 844, userAgent: "UA", isDevelopment: false };
const SECRET_ADDRESS =
  "/?email=a%40b.co&utm_source=mail&utm_content=jane%40example.com&gclid=Gclid-Secret-7&code=42#invite_token=x";
const SEARCH_REFERRER = "https://www.google.com/search?q=jane+doe+allergy";
const SECRETS = [
  "a@b.co",
  "a%40b.co",
  "jane",
  "invite_token",
  "code=42",
  "Gclid-Secret-7",
  "allergy",
];

type Sent = { url: string; body: string; answer: (status: number, text: string) => void };

/** Every request the library makes, held until the test answers it. */
const captureRequests = () => {
  const sent: Sent[] = [];
  jest.spyOn(XMLHttpRequest.prototype, "open").mockImplementation(function (
    this: XMLHttpRequest & { url?: string },
    _method: string,
    url: string | URL,
  ) {
    this.url = String(url);
  });
  jest.spyOn(XMLHttpRequest.prototype, "setRequestHeader").mockImplementation(() => undefined);
  jest.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(function (
    this: XMLHttpRequest & { url?: string },
    body,
  ) {
    const xhr: XMLHttpRequest & { url?: string } = this; // eslint-disable-line @typescript-eslint/no-this-alias -- the answer comes later, on this request
    sent.push({
      url: xhr.url ?? "",
      body: String(body),
      answer: (status, text) => {
        Object.defineProperty(xhr, "readyState", { value: 4, configurable: true });
        Object.defineProperty(xhr, "status", { value: status, configurable: true });
        Object.defineProperty(xhr, "responseText", { value: text, configurable: true });
        xhr.onreadystatechange?.(new Event("readystatechange"));
      },
    });
  });
  return sent;
};

const decoded = (sent: Sent[]) =>
  sent.flatMap(({ body }) => {
    const data = new URLSearchParams(body).get("data") ?? "[]";
    const json = /^[[{]/.test(data) ? data : Buffer.from(data, "base64").toString("utf8");
    const parsed = JSON.parse(json) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });

const storedNames = () =>
  [
    ...document.cookie.split(";").map((cookie) => cookie.split("=")[0]?.trim() ?? ""),
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
  ].filter((name) => name !== "");

/** The library sends its batches this soon in these tests, through its public setting. */
const FLUSH_MS = 20;
/** Longer than a batch's wait: whatever the library queued has gone. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The real library, with our config, as the site starts it; a named second instance for a second test. */
const start = (
  name: string | undefined,
  token: string,
  maySend: () => boolean = () => true,
): Mixpanel => {
  prepareForLibrary(window);
  mixpanel.init(
    token,
    {
      ...mixpanelConfig({
        sessionReplay: false,
        recordThisPage: true,
        apiHost: MIXPANEL_API_HOST,
        pageContext: pageContextOf(window, false),
        maySend,
        clickIds: false,
        secureCookie: false,
        libBasePath: "/",
        recorderSrc: "/r.js",
      }),
      batch_flush_interval_ms: FLUSH_MS,
    },
    name ?? "mixpanel",
  );
  const library = name
    ? ((mixpanel as unknown as Record<string, Mixpanel>)[name] as Mixpanel)
    : mixpanel;
  library.register(superProperties(ENVIRONMENT, "/"), { persistent: false });
  return library;
};

const scrollTo = (top: number) => {
  Object.defineProperty(document.body, "scrollHeight", { value: 2000, configurable: true });
  Object.defineProperty(window, "scrollY", { value: top, configurable: true });
  // The library listens for the end of a scroll where the browser reports it.
  window.dispatchEvent(new Event("onscrollend" in window ? "scrollend" : "scroll"));
};

beforeAll(() => {
  window.history.replaceState(null, "", SECRET_ADDRESS);
  Object.defineProperty(document, "referrer", { value: SEARCH_REFERRER, configurable: true });
});
afterAll(() => {
  window.history.replaceState(null, "", "/");
  Reflect.deleteProperty(document, "referrer");
});
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("what the privacy policy lists", () => {
  it("covers every property the real library sends, page view and scroll, with every secret left out", async () => {
    const sent = captureRequests();
    const library = start(undefined, TOKEN);
    const event = pageViewed("/?ref=policy");
    library.track(event.name, event.properties);
    scrollTo(1500);
    await settle();
    const stored = storedNames();
    // The library sends the next batch once the one before is answered.
    sent.forEach((request) => request.answer(200, "1"));
    await settle();

    const events = decoded(sent) as { event: string; properties: Record<string, unknown> }[];
    expect(events.map((item) => item.event)).toEqual([event.name, SCROLL_EVENT.name]);
    const wire = JSON.stringify(events) + document.cookie;
    SECRETS.forEach((secret) =>
      expect({ secret, on: wire.includes(secret) }).toEqual({ secret, on: false }),
    );
    expect(events[0]?.properties).toMatchObject({
      $current_url:
        "http://localhost/?email=[redacted]&utm_source=mail&utm_content=[redacted]&gclid=[redacted]&code=[redacted]",
    });
    expect(events[0]?.properties).toMatchObject({ utm_source: "mail", utm_content: "[redacted]" });
    expect(events[0]?.properties).not.toHaveProperty("mp_keyword");
    expect(events[0]?.properties).not.toHaveProperty("gclid");

    const listed = new Set(
      [
        ...LIBRARY_FIELDS,
        ...ENVELOPE_FIELDS,
        ...EVERY_EVENT_FIELDS,
        ...pageContextFields(false),
        ...SCROLL_EVENT.fields,
        ...eventCatalogue({ productName: "P", webVitals: true }).flatMap((item) => item.fields),
      ].map((field) => field.name),
    );
    const unlisted = events.flatMap((item) =>
      Object.keys(item.properties).filter((key) => !listed.has(key)),
    );
    expect(unlisted).toEqual([]);

    const names = storedItems(TOKEN, false).map((item) => item.name);
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.filter((name) => !names.includes(name.replace(/:[XYZ]$/, "")))).toEqual([]);
  });
});

describe("a decline with the real library running", () => {
  it("stops it: nothing more is sent, and what it stored stays gone after its last answers arrive", async () => {
    const sent = captureRequests();
    let agreed = true;
    const token = "decline-token";
    const library = start("decline", token, () => agreed);
    library.track("Before", {});
    await settle();
    await settle();
    expect(sent).toHaveLength(1);
    library.track("Queued", {});
    await settle();

    agreed = false;
    library.disable();
    library.opt_out_tracking({ delete_user: false });
    forgetStored(token, window, { keepOptOutUntilLeave: false })();
    sent[0]?.answer(200, "1");
    library.track("After", {});
    scrollTo(1900);
    await settle();

    expect(decoded(sent).map((item) => item.event)).toEqual(["Before"]);
    const left = storedNames().filter((name) => name.includes(token));
    expect(left.map((name) => localStorage.getItem(name))).toEqual(left.map(() => "[]"));
    window.dispatchEvent(new Event("pagehide"));
    expect(storedNames().filter((name) => name.includes(token))).toEqual([]);
  });
});

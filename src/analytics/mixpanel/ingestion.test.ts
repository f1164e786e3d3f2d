import mixpanel from "./library-core";
import { mixpanelConfig } from "./config";
import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "./constants";
import {
  TRACK_URL,
  encodeEvents,
  identityCookie,
  ingestionEvent,
  newIdentity,
  persistenceCookieName,
  readIdentity,
  sendByBeacon,
  sharedIdentity,
} from "./ingestion";
import { ENVELOPE_FIELDS } from "./recorded-data";

const TOKEN = "ingestion-token";
const IDENTITY = newIdentity("0f8a9c1e-5b2d-4c7e-9a10-2f3b4c5d6e7f");
const TIME = Date.parse("2026-01-02T03:04:05.678Z");

const clearCookies = () => {
  document.cookie.split(";").forEach((part) => {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
};

afterEach(clearCookies);

describe("ingestionEvent", () => {
  it("carries the token, identity, $insert_id and time in seconds beside the properties", () => {
    expect(
      ingestionEvent({
        name: "Page Viewed",
        properties: { pathname: "/contact", current_route: "/contact" },
        token: TOKEN,
        identity: IDENTITY,
        insertId: "insert-1",
        time: TIME,
      }),
    ).toEqual({
      event: "Page Viewed",
      properties: {
        pathname: "/contact",
        current_route: "/contact",
        token: TOKEN,
        distinct_id: `$device:${IDENTITY.deviceId}`,
        $device_id: IDENTITY.deviceId,
        $insert_id: "insert-1",
        time: 1767323045.678,
      },
    });
  });

  it("adds exactly the envelope fields the policy lists", () => {
    const event = ingestionEvent({
      name: "E",
      properties: {},
      token: TOKEN,
      identity: IDENTITY,
      insertId: "i",
      time: TIME,
    });
    expect(Object.keys(event.properties).sort()).toEqual(
      ENVELOPE_FIELDS.map((field) => field.name).sort(),
    );
  });

  it("cuts long values as the library does", () => {
    const long = "x".repeat(MIXPANEL_LIMITS.propertyMaxLength + 1);
    const event = ingestionEvent({
      name: "E",
      properties: { long },
      token: TOKEN,
      identity: IDENTITY,
      insertId: "i",
      time: TIME,
    });
    expect(event.properties.long).toHaveLength(MIXPANEL_LIMITS.propertyMaxLength);
  });
});

describe("encodeEvents and sendByBeacon", () => {
  const event = ingestionEvent({
    name: "User Data Deletion Requested",
    properties: { email: "cook+1@example.com" },
    token: TOKEN,
    identity: IDENTITY,
    insertId: "insert-2",
    time: TIME,
  });

  it("form-encodes the JSON array as `data`, which decodes back to the events", () => {
    const body = encodeEvents([event]);
    expect(JSON.parse(new URLSearchParams(body.toString()).get("data") ?? "")).toEqual([event]);
  });

  it("posts to the track endpoint of the API host by beacon", () => {
    const sendBeacon = jest.fn(() => true);
    expect(sendByBeacon([event], { sendBeacon })).toBe(true);
    expect(TRACK_URL.startsWith(`${MIXPANEL_API_HOST}/track`)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(TRACK_URL, encodeEvents([event]));
  });

  it("reports false when the browser refuses or throws, and sends nothing for no events", () => {
    expect(sendByBeacon([event], { sendBeacon: () => false })).toBe(false);
    const throwing = jest.fn(() => {
      throw new TypeError("no beacon");
    });
    expect(sendByBeacon([event], { sendBeacon: throwing })).toBe(false);
    const unused = jest.fn(() => true);
    expect(sendByBeacon([], { sendBeacon: unused })).toBe(true);
    expect(unused).not.toHaveBeenCalled();
  });

  it("sends to the API host it is given, such as the EU one", () => {
    const sendBeacon = jest.fn(() => true);
    sendByBeacon([event], { sendBeacon }, "https://api-eu.mixpanel.com");
    expect(sendBeacon).toHaveBeenCalledWith(
      "https://api-eu.mixpanel.com/track/?ip=1",
      encodeEvents([event]),
    );
  });
});

describe("the identity shared with mixpanel-browser", () => {
  const config = mixpanelConfig({
    sessionReplay: false,
    recordThisPage: true,
    apiHost: MIXPANEL_API_HOST,
    pageContext: () => ({}),
    maySend: () => true,
    clickIds: false,
    secureCookie: false,
    libBasePath: "/",
    recorderSrc: "/r.js",
  });
  // The library logs that feature flags are off; that is our config, not a failure.
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("writes the cookie the library adopts when it loads later", () => {
    const identity = sharedIdentity(TOKEN, { secure: false, createId: () => "device-1" });
    expect(identity).toEqual({ distinctId: "$device:device-1", deviceId: "device-1" });
    mixpanel.init(TOKEN, { ...config, batch_requests: false }, "adopts");
    const library = (mixpanel as unknown as Record<string, typeof mixpanel>).adopts;
    expect(library?.get_distinct_id()).toBe("$device:device-1");
    expect(library?.get_property("$device_id")).toBe("device-1");
  });

  it("reads the identity the library created on an earlier visit and keeps it", () => {
    mixpanel.init(TOKEN, { ...config, batch_requests: false }, "earlier");
    const library = (mixpanel as unknown as Record<string, typeof mixpanel>).earlier;
    const distinctId = library?.get_distinct_id();
    expect(distinctId).toMatch(/^\$device:/);
    const createId = jest.fn(() => "never");
    expect(sharedIdentity(TOKEN, { secure: false, createId })).toEqual({
      distinctId,
      deviceId: library?.get_property("$device_id"),
    });
    expect(createId).not.toHaveBeenCalled();
  });

  it("creates one identity and returns it again on the next call", () => {
    const first = sharedIdentity(TOKEN, { secure: false });
    expect(sharedIdentity(TOKEN, { secure: false })).toEqual(first);
    expect(document.cookie).toContain(`${persistenceCookieName(TOKEN)}=`);
  });

  it("ignores a cookie it cannot read", () => {
    expect(readIdentity(TOKEN, `${persistenceCookieName(TOKEN)}=%7Bnot-json`)).toBeUndefined();
    expect(readIdentity(TOKEN, `${persistenceCookieName(TOKEN)}=%7B%7D`)).toBeUndefined();
    expect(readIdentity(TOKEN, "other=1")).toBeUndefined();
  });

  it("keeps the cookie for the library's lifetime, secure on https", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    const cookie = identityCookie(TOKEN, IDENTITY, { secure: true, now });
    expect(cookie).toContain(`expires=${new Date(now + 365 * 86_400_000).toUTCString()}`);
    expect(cookie).toMatch(/; path=\/; secure$/);
    expect(identityCookie(TOKEN, IDENTITY, { secure: false, now })).not.toContain("secure");
  });
});

import { deletionRequested } from "../events";
import { MIXPANEL_API_HOST } from "./constants";
import { encodeEvents } from "./ingestion";
import { REQUEST_FIELDS } from "./recorded-data";
import { requestEvent, sendByFetch, sendVisitorRequest } from "./request";

const TOKEN = "request-token";
const TIME = Date.parse("2026-01-02T03:04:05.678Z");

describe("a visitor's request", () => {
  const request = requestEvent({
    ...deletionRequested("cook@example.com", new Date(TIME)),
    token: TOKEN,
    insertId: "request-1",
    time: TIME,
  });

  it("goes under an identifier of its own, with what was typed and its id and time, and nothing else", () => {
    expect(request).toEqual({
      event: "User Data Deletion Requested",
      properties: {
        email: "cook@example.com",
        timestamp: new Date(TIME).toISOString(),
        source: "web_form",
        token: TOKEN,
        distinct_id: "request:request-1",
        $insert_id: "request-1",
        time: TIME / 1000,
      },
    });
    const own = ["email", "timestamp", "source"];
    expect(
      Object.keys(request.properties)
        .filter((key) => !own.includes(key))
        .sort(),
    ).toEqual(REQUEST_FIELDS.map((field) => field.name).sort());
  });

  it("is sent by sendVisitorRequest as that record", async () => {
    const fetcher = jest.fn((_url: string, _init: RequestInit) =>
      Promise.resolve({ ok: true, text: () => Promise.resolve("1") } as Response),
    );
    const request = {
      ...deletionRequested("cook@example.com", new Date(TIME)),
      token: TOKEN,
      insertId: "request-1",
      time: TIME,
    };
    await expect(
      sendVisitorRequest(request, fetcher as typeof fetch, MIXPANEL_API_HOST),
    ).resolves.toBe("sent");
    expect(fetcher.mock.calls[0]?.[1].body).toEqual(encodeEvents([requestEvent(request)]));
  });

  it("is posted without cookies, asking for no location, and kept alive if the page goes", async () => {
    const fetcher = jest.fn((_url: string, _init: RequestInit) =>
      Promise.resolve({ ok: true, text: () => Promise.resolve("1") } as Response),
    );
    await expect(sendByFetch([request], fetcher as typeof fetch)).resolves.toBe("sent");
    expect(fetcher).toHaveBeenCalledWith(`${MIXPANEL_API_HOST}/track/?ip=0`, {
      method: "POST",
      body: encodeEvents([request]),
      keepalive: true,
      credentials: "omit",
    });
  });

  it.each([
    ["answers 0", () => Promise.resolve({ ok: true, text: () => Promise.resolve("0") })],
    ["answers 500", () => Promise.resolve({ ok: false, text: () => Promise.resolve("1") })],
    ["is blocked", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("reports not sent when the provider %s", async (_case, answer) => {
    await expect(sendByFetch([request], answer as unknown as typeof fetch)).resolves.toBe(
      "not-sent",
    );
  });
});

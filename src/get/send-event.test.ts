import { MIXPANEL_API_HOST } from "../analytics/mixpanel/constants";
import { persistenceCookieName, readIdentity, TRACK_URL } from "../analytics/mixpanel/ingestion";
import { decodeTrackBody } from "../test-utils/decode-track-body";
import { beaconSender } from "./send-event";

const TOKEN = "get-token";
const EVENT = {
  name: "Download Pantry Chef Clicked",
  properties: { location: "get", destination: "app_store", timestamp: "2026-01-02T03:04:05Z" },
};

const fakeWindow = (cookie = "") => {
  const beacons: { url: string; body: string }[] = [];
  const doc = { cookie };
  const win = {
    document: doc,
    location: { protocol: "https:" },
    navigator: {
      sendBeacon: (url: string, body: URLSearchParams) => {
        beacons.push({ url, body: body.toString() });
        return true;
      },
    },
  } as unknown as Window;
  return { win, doc, beacons };
};

describe("beaconSender", () => {
  it("sends the event to Mixpanel's /track in its ingestion format", () => {
    const { win, beacons } = fakeWindow();
    expect(beaconSender(win, TOKEN, MIXPANEL_API_HOST)(EVENT)).toBe(true);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(TRACK_URL);
    const [sent] = decodeTrackBody(beacons[0]?.body ?? "");
    expect(sent).toEqual({
      event: EVENT.name,
      properties: {
        ...EVENT.properties,
        token: TOKEN,
        distinct_id: expect.stringMatching(/^\$device:./),
        $device_id: expect.any(String),
        $insert_id: expect.any(String),
        time: expect.any(Number),
      },
    });
  });

  it("stores a new visitor's identity where mixpanel-browser will adopt it", () => {
    const { win, doc, beacons } = fakeWindow();
    beaconSender(win, TOKEN, MIXPANEL_API_HOST)(EVENT);
    const [sent] = decodeTrackBody(beacons[0]?.body ?? "");
    expect(doc.cookie).toMatch(new RegExp(`^${persistenceCookieName(TOKEN)}=`));
    expect(readIdentity(TOKEN, doc.cookie.split(";")[0] ?? "")?.distinctId).toBe(
      sent?.properties.distinct_id,
    );
  });

  it("reuses the identity of an earlier visit", () => {
    const stored = encodeURIComponent(
      JSON.stringify({ distinct_id: "$device:earlier", $device_id: "earlier" }),
    );
    const { win, beacons } = fakeWindow(`${persistenceCookieName(TOKEN)}=${stored}`);
    beaconSender(win, TOKEN, MIXPANEL_API_HOST)(EVENT);
    expect(decodeTrackBody(beacons[0]?.body ?? "")[0]?.properties).toMatchObject({
      distinct_id: "$device:earlier",
      $device_id: "earlier",
    });
  });
});

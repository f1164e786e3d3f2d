import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createSiteConfig } from "../../src/config/site-config";
import { RECORDER_FILE_NAME } from "../../src/analytics/mixpanel/constants";
import {
  RECORDER_SOURCE,
  copySessionRecorder,
  servesSessionRecorder,
} from "./session-recorder-asset";

const SETTINGS = createSiteConfig({
  GATSBY_MIXPANEL_TOKEN: "test-token",
  GATSBY_SESSION_REPLAY: "true",
}).analytics;

describe("servesSessionRecorder", () => {
  it("is true only with analytics on, a token and session replay switched on", () => {
    expect(servesSessionRecorder(SETTINGS)).toBe(true);
    expect(servesSessionRecorder({ ...SETTINGS, sessionReplay: false })).toBe(false);
    expect(servesSessionRecorder({ ...SETTINGS, enabled: false })).toBe(false);
    expect(servesSessionRecorder({ ...SETTINGS, token: "" })).toBe(false);
  });
});

describe("copySessionRecorder", () => {
  it("copies the recorder into public/ under the name recorder_src points at", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), "recorder-"));
    await mkdir(path.dirname(path.join(site, RECORDER_SOURCE)), { recursive: true });
    await mkdir(path.join(site, "public"));
    await writeFile(path.join(site, RECORDER_SOURCE), "recorder");

    const target = await copySessionRecorder(site);

    expect(target).toBe(path.join(site, "public", RECORDER_FILE_NAME));
    expect(await readFile(target, "utf8")).toBe("recorder");
  });

  it("points at a file mixpanel-browser really ships", async () => {
    const shipped = await readFile(path.join(process.cwd(), RECORDER_SOURCE), "utf8");
    expect(shipped).toContain("__mp_recorder");
  });
});

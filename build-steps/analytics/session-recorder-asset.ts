import { copyFile } from "node:fs/promises";
import path from "node:path";
import type { SiteConfig } from "../../src/config/site-config";
import { RECORDER_FILE_NAME } from "../../src/analytics/mixpanel/constants";

export const RECORDER_SOURCE = path.join(
  "node_modules",
  "mixpanel-browser",
  "dist",
  RECORDER_FILE_NAME,
);

export const servesSessionRecorder = ({ enabled, token, sessionReplay }: SiteConfig["analytics"]) =>
  enabled && token !== "" && sessionReplay;

/** Copies the recorder into the build so replays never load code from Mixpanel's CDN. */
export const copySessionRecorder = async (siteDirectory: string): Promise<string> => {
  const target = path.join(siteDirectory, "public", RECORDER_FILE_NAME);
  await copyFile(path.join(siteDirectory, RECORDER_SOURCE), target);
  return target;
};

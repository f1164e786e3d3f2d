/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";

type LockEntry = { version?: string; integrity?: string; link?: boolean };
const lock = JSON.parse(readFileSync(path.join(__dirname, "..", "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const installed = Object.entries(lock.packages).filter(([key, entry]) => key && !entry.link);

describe("package-lock.json", () => {
  it("pins every package by its integrity hash, so npm ci refuses a changed tarball", () => {
    expect(installed.length).toBeGreaterThan(0);
    const unpinned = installed
      .filter(([, entry]) => !/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? ""))
      .map(([key, entry]) => `${key}@${entry.version}`);
    expect(unpinned).toEqual([]);
  });
});

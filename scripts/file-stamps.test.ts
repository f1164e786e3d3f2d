/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { STAMPS_SWITCH, contentVersion, stampsFile, stampsOn, withStamps } from "./file-stamps.cjs";

const setUp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "file-stamps-"));
  const publicDir = path.join(dir, "public");
  mkdirSync(publicDir);
  const write = (file: string, text: string) => writeFileSync(path.join(publicDir, file), text);
  const recordFile = stampsFile(publicDir, "test");
  const run = (files: string[], version = "1") => {
    const seen: string[] = [];
    const { results, redone } = withStamps(
      { dir: publicDir, files, recordFile, version },
      (file) => {
        seen.push(file);
        return readFileSync(path.join(publicDir, file), "utf8").toUpperCase();
      },
    );
    return { results, redone, seen };
  };
  return { dir, publicDir, write, recordFile, run };
};

describe("withStamps", () => {
  it("keeps its record in .cache beside public/", () => {
    expect(stampsFile("/site/public", "pages")).toBe(path.join("/site", ".cache", "pages.json"));
  });

  it("redoes only new and rewritten files, reusing the rest, and forgets removed ones", () => {
    const { dir, write, recordFile, run } = setUp();
    try {
      write("a.html", "a");
      write("b.html", "b");
      expect(run(["a.html", "b.html"])).toEqual({
        results: ["A", "B"],
        redone: 2,
        seen: ["a.html", "b.html"],
      });
      expect(run(["a.html", "b.html"])).toEqual({ results: ["A", "B"], redone: 0, seen: [] });
      write("b.html", "b2");
      write("c.html", "c");
      expect(run(["a.html", "b.html", "c.html"])).toEqual({
        results: ["A", "B2", "C"],
        redone: 2,
        seen: ["b.html", "c.html"],
      });
      run(["a.html"]);
      expect(Object.keys(JSON.parse(readFileSync(recordFile, "utf8")).entries)).toEqual(["a.html"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("redoes everything when the code changed or the record is unreadable", () => {
    const { dir, write, recordFile, run } = setUp();
    try {
      write("a.html", "a");
      run(["a.html"]);
      expect(run(["a.html"], "2").redone).toBe(1);
      writeFileSync(recordFile, "{not json");
      expect(run(["a.html"], "2").redone).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is on unless switched off", () => {
    expect(stampsOn({})).toBe(true);
    expect(stampsOn({ [STAMPS_SWITCH]: "1" })).toBe(false);
  });
});

describe("contentVersion", () => {
  it("follows the content of the files, not their names or times", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "content-version-"));
    try {
      const code = path.join(dir, "code.js");
      const copy = path.join(dir, "copy.js");
      writeFileSync(code, "export const a = 1;");
      writeFileSync(copy, "export const a = 1;");
      const first = contentVersion([code]);
      expect(contentVersion([copy])).toBe(first);
      writeFileSync(code, "export const a = 1;");
      expect(contentVersion([code])).toBe(first);
      writeFileSync(code, "export const a = 2;");
      expect(contentVersion([code])).not.toBe(first);
      expect(contentVersion([copy, code])).not.toBe(contentVersion([code, copy]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names a file it cannot read", () => {
    const missing = path.join(os.tmpdir(), "no-such-dir", "code.js");
    expect(() => contentVersion([missing])).toThrow(missing);
  });
});

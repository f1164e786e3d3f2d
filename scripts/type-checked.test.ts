/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ignoredFolders, inIgnoredFolder } from "./ignored-folders.cjs";

const ROOT = path.resolve(__dirname, "..");
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const JAVASCRIPT = /\.[cm]?js$/;

/** The site, its build, its scripts (the artwork generator among them), its bench and its configs. */
const OWN_FOLDERS = [
  "src",
  "build-steps",
  "plugins",
  "e2e",
  "deploy",
  "scripts",
  "bench",
  "__mocks__",
];

const IGNORED = ignoredFolders(ROOT);

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter(
      (file) => SOURCE.test(file) && !file.endsWith(".d.ts") && !inIgnoredFolder(file, IGNORED),
    );

const ownFiles = (): string[] => [
  ...readdirSync(ROOT).filter((file) => SOURCE.test(file)),
  ...OWN_FOLDERS.flatMap(filesUnder),
];

/** The files `npm run typecheck` (tsc with tsconfig.json) checks. */
const checkedFiles = (): Set<string> => {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return new Set(parsed.fileNames.map((file) => path.relative(ROOT, file)));
};

/** A JavaScript file is checked only when it asks to be, under allowJs. */
const asksToBeChecked = (file: string) =>
  /^(?:#![^\n]*\n)?\/\/ @ts-check\n/.test(readFileSync(path.join(ROOT, file), "utf8"));

describe("npm run typecheck", () => {
  const files = ownFiles();
  const checked = checkedFiles();

  it("reads every file of the site, its build, its scripts, its bench and its configs", () => {
    expect(files).toEqual(expect.arrayContaining(["gatsby-node.ts", "jest.config.js"]));
    expect(files.filter((file) => !checked.has(file))).toEqual([]);
  });

  it("checks every JavaScript file among them, and no hand-written .d.cts stands in for one", () => {
    expect(files.filter((file) => JAVASCRIPT.test(file) && !asksToBeChecked(file))).toEqual([]);
    const standIns = OWN_FOLDERS.flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .map((file) => path.join(dir, file))
        .filter((file) => file.endsWith(".d.cts")),
    );
    expect(standIns).toEqual([]);
  });
});

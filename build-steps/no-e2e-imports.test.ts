/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const E2E_DIR = path.join(ROOT, "e2e");
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.test\.[jt]sx?$/;

/** Every file the site's build and its pages run: the gatsby-* files, src/, build/, plugins/. */
const productionFiles = (): string[] => {
  const under = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(dir, file))
      .filter((file) => !file.split(path.sep).includes("test-utils"));
  const rootFiles = readdirSync(ROOT).filter((file) => file.startsWith("gatsby-"));
  return [...rootFiles, ...under("src"), ...under("build-steps"), ...under("plugins")]
    .filter((file) => SOURCE.test(file) && !TEST_FILE.test(file) && !file.endsWith(".d.ts"))
    .sort();
};

const importsOf = (file: string): string[] =>
  ts
    .preProcessFile(readFileSync(path.join(ROOT, file), "utf8"), true, true)
    .importedFiles.map(({ fileName }) => fileName);

describe("the production build", () => {
  it("imports nothing from e2e/", () => {
    const files = productionFiles();
    expect(files).toEqual(expect.arrayContaining(["gatsby-config.ts", "gatsby-node.ts"]));
    const intoE2e = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => {
          const target = path.resolve(ROOT, path.dirname(file), specifier);
          return target === E2E_DIR || target.startsWith(`${E2E_DIR}${path.sep}`);
        })
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(intoE2e).toEqual([]);
  });
});

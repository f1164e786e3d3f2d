/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

type Fingerprints = Record<string, { drawing: string; file: string }>;

const ROOT = path.resolve(__dirname, "../..");
const GENERATOR = path.join(__dirname, "generate.mjs");
const FINGERPRINTS = "scripts/artwork/fingerprints.json";
// Rendering all 24 photos takes minutes of CPU; the brand artwork and one photo cover every
// rendering path (JPEG, palette PNG, flattened PNG, plain PNG, SVG and the generated component).
const SAMPLE = ["brand", "creamy-tomato-basil-soup"];
const SAMPLE_FILES = [
  "data/images/creamy-tomato-basil-soup.jpg",
  "src/components/logo/logo-mark.tsx",
  "src/images/hero-phone.png",
  "src/images/icon.png",
  "src/images/logo.svg",
  "static/social-card.png",
];

const REGENERATE = `run "npm run artwork" and commit the outputs with ${FINGERPRINTS}`;

const fingerprints: Fingerprints = JSON.parse(
  fs.readFileSync(path.join(ROOT, FINGERPRINTS), "utf8"),
);
const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const generate = (args: string[]) =>
  promisify(execFile)(process.execPath, [GENERATOR, ...args], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe("the artwork generator", () => {
  it("draws every output exactly as its committed fingerprint says", async () => {
    const { stdout } = await generate(["--drawings"]);
    const drawings: Record<string, string> = JSON.parse(stdout);

    expect(Object.keys(drawings).sort()).toEqual(Object.keys(fingerprints).sort());
    const redrawn = Object.entries(drawings)
      .filter(([file, drawing]) => fingerprints[file]?.drawing !== drawing)
      .map(([file]) => `${file} is drawn differently: ${REGENERATE}`);
    expect(redrawn).toEqual([]);
  }, 60_000);

  it("has every committed output match the file its drawing rendered to", () => {
    const changed = Object.entries(fingerprints)
      .filter(([file, { file: hash }]) => sha256(path.join(ROOT, file)) !== hash)
      .map(([file]) => `${file} is not what its drawing renders to: ${REGENERATE}`);
    expect(changed).toEqual([]);
  });

  it("renders the sample into another directory byte for byte as committed", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-"));
    try {
      await generate([`--out=${outDir}`, `--only=${SAMPLE.join(",")}`]);

      expect(filesUnder(outDir)).toEqual([...SAMPLE_FILES, FINGERPRINTS].sort());
      for (const file of SAMPLE_FILES) {
        const rendered = fs.readFileSync(path.join(outDir, file));
        const committed = fs.readFileSync(path.join(ROOT, file));
        expect({ file, identical: rendered.equals(committed) }).toEqual({ file, identical: true });
      }
      expect(fs.readFileSync(path.join(outDir, FINGERPRINTS), "utf8")).toBe(
        fs.readFileSync(path.join(ROOT, FINGERPRINTS), "utf8"),
      );
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);
});

/**
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/**
 * Folders builds, installs and benches write and git ignores (.gitignore's folder lines): a guide
 * may name what lands there.
 */
const OUTPUT_DIRS = readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.endsWith("/") && !line.startsWith("#") && !line.startsWith("!"))
  .map((line) => line.replace(/^\//, "").slice(0, -1));

const isOutput = (file: string) =>
  OUTPUT_DIRS.some((dir) => file === dir || file.startsWith(`${dir}/`));

/** README.md, docs/*.md and every folder's README.md. */
const guides = (): string[] => {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return isOutput(file) || entry.name.startsWith(".") ? [] : walk(file);
      }
      return entry.name === "README.md" ? [file] : [];
    });
  const docs = readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name));
  return [...walk(""), ...docs].sort();
};

/** The repository's own top-level names, which a path in a guide starts with. */
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !isOutput(name)));

/** A placeholder, a pattern or an elision: not one file. */
const NOT_ONE_PATH = /[*<>{}…]|\.\.\.|\s/;

/** Targets of Markdown links that point into the repository, without their #fragment. */
const linkTargets = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = ""]) => target.split("#")[0] ?? "")
    .filter((target) => target !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(target));

/** Words that make the path after them one for the reader to make, not one that is there. */
const TO_BE_MADE = /\b(?:create|new folder|new file)\s*$/i;

/** Code spans that name a file or folder of the repository, such as `src/config/site-config.ts`. */
const codePaths = (text: string): string[] =>
  [...text.matchAll(/`([^`\n]+)`/g)]
    .filter(({ index = 0 }) => !TO_BE_MADE.test(text.slice(Math.max(0, index - 20), index)))
    .map(([, span = ""]) => span.replace(/[.,:;]$/, ""))
    .filter((span) => !NOT_ONE_PATH.test(span) && !span.startsWith("/") && !isOutput(span))
    .filter((span) => {
      const [first = ""] = span.split("/");
      return TOP_LEVEL.has(first) && (span.includes("/") || /\.[a-z]+$/.test(span));
    });

/** The npm scripts a guide tells a reader to run. */
const npmScripts = (text: string): string[] => [
  ...[...text.matchAll(/\bnpm run ([\w:-]+)/g)].map(([, name = ""]) => name),
  ...[...text.matchAll(/\bnpm (start|test)\b/g)].map(([, name = ""]) => name),
];

const SCRIPTS = Object.keys(
  (
    JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

describe("the guides", () => {
  const all = guides();

  it("are read whole: the README, docs/ and every folder's README", () => {
    expect(all).toEqual(
      expect.arrayContaining([
        "README.md",
        path.join("docs", "hosting.md"),
        path.join("plugins", "gatsby-plugin-lean-runtime", "README.md"),
      ]),
    );
  });

  it.each(all)("%s links only to files that exist", (guide) => {
    const text = readFileSync(path.join(ROOT, guide), "utf8");
    const missing = linkTargets(text).filter(
      (target) => !existsSync(path.resolve(ROOT, path.dirname(guide), decodeURI(target))),
    );
    expect(missing).toEqual([]);
  });

  it.each(all)("%s names only paths that exist", (guide) => {
    const text = readFileSync(path.join(ROOT, guide), "utf8");
    const missing = codePaths(text).filter((span) => !existsSync(path.join(ROOT, span)));
    expect(missing).toEqual([]);
  });

  it.each(all)("%s names only npm scripts package.json has", (guide) => {
    const text = readFileSync(path.join(ROOT, guide), "utf8");
    expect(npmScripts(text).filter((name) => !SCRIPTS.includes(name))).toEqual([]);
  });
});

describe("the guide checks", () => {
  it("find a path, a link and a script that are not there", () => {
    const text =
      "See `src/no-such-file.ts`, [the guide](docs/none.md) and run `npm run no-such-script`.";
    expect(codePaths(text)).toEqual(["src/no-such-file.ts"]);
    expect(linkTargets(text)).toEqual(["docs/none.md"]);
    expect(npmScripts(text)).toEqual(["no-such-script"]);
  });

  it("leave out addresses, patterns, what builds write and what the reader is to make", () => {
    const text =
      "`/recipes/<slug>/`, `deploy/nginx/*.conf`, `public/_headers`, [site](https://example.com), " +
      "put them in a new folder `static/badges/`";
    expect(codePaths(text)).toEqual([]);
    expect(linkTargets(text)).toEqual([]);
  });
});

/**
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
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

/** Every Markdown file of the project's own, outside what builds and installs write. */
const markdownFiles = (): string[] => {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return isOutput(file) || entry.name.startsWith(".") ? [] : walk(file);
      }
      return entry.name.endsWith(".md") ? [file] : [];
    });
  return walk("").sort();
};

/** README.md, everything in docs/ and every folder's README.md. */
const guides = (): string[] =>
  markdownFiles().filter(
    (file) => path.basename(file) === "README.md" || file.startsWith(`docs${path.sep}`),
  );

/**
 * The anchors GitHub gives a Markdown file's headings: the heading's text as read, lower case,
 * without punctuation, spaces as hyphens, and a second heading of the same text suffixed -1.
 */
const anchors = (text: string): Set<string> => {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const outsideFences = text.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, heading = ""] of outsideFences.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[`*]/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
};

/** Markdown links that point into the repository: the file (empty for the same file) and #anchor. */
const links = (text: string): { file: string; anchor: string }[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = ""]) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const [file = "", anchor = ""] = target.split("#");
      return { file, anchor };
    });

/** The links of `guide` whose file is not there, or whose #anchor is no heading of that file. */
const brokenLinks = (guide: string, text: string, read: (file: string) => string | undefined) =>
  links(text)
    .filter(({ file, anchor }) => {
      const target = file === "" ? guide : path.join(path.dirname(guide), decodeURI(file));
      const content = file === "" ? text : read(target);
      if (content === undefined) return true;
      return anchor !== "" && target.endsWith(".md") && !anchors(content).has(anchor);
    })
    .map(({ file, anchor }) => (anchor === "" ? file : `${file}#${anchor}`));

const readFromRoot = (file: string): string | undefined => {
  const full = path.resolve(ROOT, file);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? "" : readFileSync(full, "utf8");
};

/** The repository's own top-level names, which a path in a guide starts with. */
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !isOutput(name)));

/** A placeholder, a pattern or an elision: not one file. */
const NOT_ONE_PATH = /[*<>{}…]|\.\.\.|\s/;

/** Targets of Markdown links that point into the repository, without their #fragment. */
const linkTargets = (text: string): string[] =>
  links(text)
    .map(({ file }) => file)
    .filter((file) => file !== "");

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

  it.each(markdownFiles())("%s links only to files and headings that exist", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    expect(brokenLinks(file, text, readFromRoot)).toEqual([]);
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

describe("the README's project layout", () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const layout = /## Project layout\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const named = layout.split("\n").map((line) => line.split(/\s/)[0] ?? "");
  const folders = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => path.posix.join(dir, entry.name))
      .filter((folder) => folder === "build-info" || !isOutput(folder));

  it.each([...folders(""), ...folders("src")])("names %s/", (folder) => {
    expect(named.some((name) => name === `${folder}/` || name.startsWith(`${folder}/`))).toBe(true);
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

  it("find a link to a heading that is not there, in the same file or another", () => {
    const guide = path.join("docs", "guide.md");
    const files: Record<string, string> = {
      [path.join("docs", "other.md")]: "# Other\n\n## The store badges' words as outlines\n",
    };
    const text =
      "# Guide\n\n## Build time\n\n[a](#build-time) [b](#no-such-heading) " +
      "[c](other.md#the-store-badges-words-as-outlines) [d](other.md#levers) [e](none.md)";
    expect(brokenLinks(guide, text, (file) => files[file])).toEqual([
      "#no-such-heading",
      "other.md#levers",
      "none.md",
    ]);
  });

  it("give a heading's anchor as GitHub does", () => {
    const text = "# `/` beside the starter, judged round by round\n## Twice\n## Twice\n";
    expect([...anchors(text)]).toEqual([
      "-beside-the-starter-judged-round-by-round",
      "twice",
      "twice-1",
    ]);
  });

  it("leave out addresses, patterns, what builds write and what the reader is to make", () => {
    const text =
      "`/recipes/<slug>/`, `deploy/nginx/*.conf`, `public/_headers`, [site](https://example.com), " +
      "put them in a new folder `static/badges/`";
    expect(codePaths(text)).toEqual([]);
    expect(linkTargets(text)).toEqual([]);
  });
});

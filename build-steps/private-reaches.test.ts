/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

type Case = { code: string; file: string };

/** ESLint's config is an ES module, which Jest cannot load: the real CLI's API runs in Node. */
const LINT = `
import { ESLint } from "eslint";
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { code, file } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

const lint = (cases: Case[]): string[][] => {
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      LINT,
      JSON.stringify(cases.map((c) => ({ ...c, file: path.join(ROOT, c.file) }))),
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
};

const REACHES: Array<[string, string]> = [
  ["a package's dist/ import", `import x from "decap-cms/dist/decap-cms.js";\nexport default x;`],
  [
    "Gatsby's cache-dir by require.resolve",
    `export const f = require.resolve("gatsby/cache-dir/x.js");`,
  ],
  ["a dist/ file by require", `export const f = require("gatsby/dist/utils/webpack-utils");`],
  [
    "a store's private state",
    `declare const store: { getState(): unknown };\nexport const s = store.getState();`,
  ],
  [
    "React's fields",
    `export const k = Object.keys(document).find((n) => n.startsWith("__reactContainer$"));`,
  ],
  [
    "Gatsby's ___ globals",
    `export const l = (window as unknown as { ___loader: unknown }).___loader;`,
  ],
  ["a prototype write", `Element.prototype.remove = () => undefined;\nexport {};`],
  ["Gatsby's own build stage", `export const s = process.env.BUILD_STAGE;`],
];
const PUBLIC = `import m from "mixpanel-browser/src/loaders/loader-module-core";\nexport default m;\nexport const s = require.resolve("decap-server");`;
const STATE = REACHES[3]?.[1] ?? "";

const [outside, inE2e, documented, listed] = (() => {
  const results = lint([
    ...REACHES.map(([, code]) => ({ code, file: "src/components/example.ts" })),
    ...REACHES.map(([, code]) => ({ code, file: "e2e/example.spec.ts" })),
    { code: PUBLIC, file: "src/components/example.ts" },
    { code: STATE, file: "src/editor/decap-internals.ts" },
  ]);
  const n = REACHES.length;
  return [results.slice(0, n), results.slice(n, 2 * n), results[2 * n], results[2 * n + 1]];
})();

describe("the lint rule that keeps private contracts in their listed files", () => {
  it.each(REACHES.map(([what], index) => [what, index] as const))(
    "refuses %s in the site's code and in browser tests",
    (_what, index) => {
      expect(outside[index]).toHaveLength(1);
      expect(inE2e[index]).toHaveLength(1);
    },
  );

  it("allows a package's documented entry point", () => {
    expect(documented).toEqual([]);
  });

  it("allows them in a listed contract file", () => {
    expect(listed).toEqual([]);
  });
});

describe("the listed contract files", () => {
  const PLUGIN = "plugins/gatsby-plugin-lean-runtime/**";
  const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map(([, file = ""]) => file);
  const config = readFileSync(path.join(ROOT, "eslint.config.mjs"), "utf8");
  const listed = quoted(/const PRIVATE_CONTRACT_FILES = \[([^\]]*)\]/.exec(config)?.[1] ?? "");
  const guide = readFileSync(path.join(ROOT, "docs", "private-contracts.md"), "utf8");
  const inGuide = [...(guide.split("## The lint rule")[1] ?? "").matchAll(/^- `([^`]+)`$/gm)].map(
    ([, file = ""]) => file,
  );

  it("are the files docs/private-contracts.md lists, and the plugin", () => {
    expect(listed[0]).toBe(PLUGIN);
    expect(inGuide.length).toBeGreaterThan(0);
    expect(listed.slice(1).sort()).toEqual([...inGuide].sort());
  });

  it("are each there", () => {
    expect(inGuide.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});

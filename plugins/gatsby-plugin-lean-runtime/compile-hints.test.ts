/**
 * @jest-environment node
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "./compile-hints";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
  await writeFile(
    path.join(dir, "app.js"),
    "const greet = (name) => {\n  const message = 'Hello, ' + name;\n  return message;\n};\nglobalThis.greet = greet;\n",
  );
  await writeFile(path.join(dir, "other.js"), "globalThis.other = () => 42;\n");
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const build = () =>
  new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      {
        // Production mode minifies with webpack's own Terser.
        mode: "production",
        context: dir,
        entry: { app: "./app.js", other: "./other.js" },
        output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
        devtool: "source-map",
        plugins: [new CompileHintsPlugin()],
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    ),
  );

describe("CompileHintsPlugin", () => {
  it("starts the app chunk with V8's compile hint, after minifying, and leaves other chunks alone", async () => {
    const stats = await build();
    expect(stats.hasErrors()).toBe(false);
    const files = await readdir(path.join(dir, "out"));
    const app = files.find((file) => /^app-.*\.js$/.test(file));
    const other = files.find((file) => /^other-.*\.js$/.test(file));
    const appText = await readFile(path.join(dir, "out", app ?? ""), "utf8");
    expect(appText.startsWith(COMPILE_HINT)).toBe(true);
    // After Terser: the hint, then the code on one line, without its line breaks and spaces.
    expect(appText.slice(COMPILE_HINT.length)).not.toMatch(/\n\s/);
    expect(appText).toContain("globalThis.greet");
    const otherText = await readFile(path.join(dir, "out", other ?? ""), "utf8");
    expect(otherText).not.toContain("allFunctionsCalledOnLoad");
  });

  it("keeps the source map in step with the added line", async () => {
    await build();
    const files = await readdir(path.join(dir, "out"));
    const mapFile = files.find((file) => /^app-.*\.js\.map$/.test(file));
    const map = JSON.parse(await readFile(path.join(dir, "out", mapFile ?? ""), "utf8")) as {
      mappings: string;
    };
    // The first generated line, the hint, maps to nothing; the code on the second line does.
    const [hintLine, codeLine] = map.mappings.split(";");
    expect(hintLine).toBe("");
    expect(codeLine).not.toBe("");
  });
});

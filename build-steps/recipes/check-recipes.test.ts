/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_REPORT_FILE } from "../../scripts/cms/build-status.cjs";
import { buildInfoDir } from "../../scripts/built-site.cjs";
import { SHOWCASE_FILE } from "../../src/recipes/recipe-files";
import type { BuildReporter } from "../reporter";
import { checkRecipes } from "./check-recipes";

const ROOT = path.resolve(__dirname, "../..");

/** A reporter that records what the build would print; panic stops the step as Gatsby's does. */
const recordingReporter = () => {
  const lines: string[] = [];
  const reporter: BuildReporter = {
    info: (text) => lines.push(`info ${text}`),
    warn: (text) => lines.push(`warn ${text}`),
    panic: (message) => {
      lines.push(`panic ${message}`);
      throw new Error(message);
    },
  };
  return { lines, reporter };
};

/** A copy of the project's data folder to break. */
const copyOfData = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "check-recipes-"));
  cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
  return root;
};

describe("checkRecipes", () => {
  it("hands on the vocabulary, the home page's showcase in its order and the redirects", async () => {
    const root = copyOfData();
    const { lines, reporter } = recordingReporter();
    const checked = await checkRecipes(root, reporter).finally(() =>
      rmSync(root, { recursive: true, force: true }),
    );
    const showcase = (
      JSON.parse(readFileSync(path.join(ROOT, SHOWCASE_FILE), "utf8")) as {
        recipes: string[];
      }
    ).recipes;
    expect(checked.homePage.showcase).toEqual(showcase);
    expect(checked.vocabulary.length).toBeGreaterThan(0);
    expect(checked.recipeRedirects).toEqual(expect.any(Array));
    expect(lines).toEqual([]);
  });

  it("leaves a broken recipe out with a warning naming its file and field, and redirects its address", async () => {
    const root = copyOfData();
    try {
      const file = path.join(root, "data/recipes/shakshuka.json");
      const recipe = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...recipe, ingredientAmount: "eleven" }));
      const { lines, reporter } = recordingReporter();
      const checked = await checkRecipes(root, reporter);
      expect(lines).toEqual([
        expect.stringMatching(
          /^warn 1 recipe is left out[^]*data\/recipes\/shakshuka\.json "Shakshuka", field "ingredientAmount"/,
        ),
        expect.stringMatching(/^warn [^]*"shakshuka" is left out of the home page/),
      ]);
      expect(checked.homePage.showcase).not.toContain("shakshuka");
      expect(checked.recipeRedirects).toContainEqual({
        from: "/recipes/shakshuka/",
        to: "/recipes/",
        status: 302,
      });
      const report = JSON.parse(
        readFileSync(
          path.join(buildInfoDir(path.join(root, "public")), CONTENT_REPORT_FILE),
          "utf8",
        ),
      ) as { leftOut: unknown[] };
      expect(report.leftOut).toHaveLength(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("stops the build on a vocabulary that is not JSON, naming the file", async () => {
    const root = copyOfData();
    try {
      writeFileSync(path.join(root, "data/ingredients.json"), "[");
      const { reporter } = recordingReporter();
      await expect(checkRecipes(root, reporter)).rejects.toThrow(
        /^The recipes have 1 problem:\n {2}- data\/ingredients\.json The file is not valid JSON/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

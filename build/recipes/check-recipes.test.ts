/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
    const { lines, reporter } = recordingReporter();
    const checked = await checkRecipes(ROOT, reporter);
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

  it("stops the build on a broken recipe, naming its file and field", async () => {
    const root = copyOfData();
    try {
      const file = path.join(root, "data/recipes/shakshuka.json");
      const recipe = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...recipe, ingredientAmount: "eleven" }));
      const { lines, reporter } = recordingReporter();
      await expect(checkRecipes(root, reporter)).rejects.toThrow(
        /data\/recipes\/shakshuka\.json "Shakshuka", field "ingredientAmount"/,
      );
      expect(lines).toHaveLength(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("stops the build on a vocabulary that is not JSON, before reading a recipe", async () => {
    const root = copyOfData();
    try {
      writeFileSync(path.join(root, "data/ingredients.json"), "[");
      const { reporter } = recordingReporter();
      await expect(checkRecipes(root, reporter)).rejects.toThrow(
        /^data\/ingredients\.json:\n {2}is not valid JSON/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

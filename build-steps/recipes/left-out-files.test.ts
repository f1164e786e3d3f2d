/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeContentReport } from "./content-report";
import { leftOutRecipeFile } from "./left-out-files";
import { RECIPES_DIR } from "../../src/recipes/recipe-files";

describe("the recipe files the build does not source", () => {
  it("are those the content check left out, and any that is not JSON", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "left-out-"));
    const dir = path.join(root, RECIPES_DIR);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "good.json"), "{}");
    await writeFile(path.join(dir, "broken.json"), "{ not json");
    await writeFile(path.join(dir, "left.json"), "{}");
    const ignored = leftOutRecipeFile(root);
    expect(ignored(path.join(dir, "left.json"))).toBe(false);
    await writeContentReport(root, {
      problems: [],
      warnings: [],
      leftOut: [
        { file: `${RECIPES_DIR}/left.json`, fileSlug: "left", problems: [], addresses: [] },
      ],
    });
    expect(ignored(path.join(dir, "left.json"))).toBe(true);
    expect(ignored(path.join(dir, "broken.json"))).toBe(true);
    expect(ignored(path.join(dir, "good.json"))).toBe(false);
    expect(ignored(path.join(root, "data", "showcase.json"))).toBe(false);
    expect(ignored(dir)).toBe(false);
  });
});

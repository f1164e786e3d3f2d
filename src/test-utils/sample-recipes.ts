import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RECIPES_DIR } from "../recipes/recipe-files";

export type SampleRecipe = {
  file: string;
  recipeName: string;
  slug: string;
  ingredients?: string[];
  servings?: number;
};

const dir = path.join(__dirname, "../..", RECIPES_DIR);

/** Every recipe file in the project, as the build reads them, with its path. */
export const sampleRecipes: SampleRecipe[] = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => ({
    ...(JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Omit<SampleRecipe, "file">),
    file: `${RECIPES_DIR}/${name}`,
  }));

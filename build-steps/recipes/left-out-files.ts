import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CONTENT_REPORT_FILE } from "../../scripts/cms/build-status.cjs";
import { buildInfoDir } from "../../scripts/built-site.cjs";
import { RECIPES_DIR } from "../../src/recipes/recipe-files";

/**
 * gatsby-source-filesystem's `ignore` test for data/: a recipe file the content check left out
 * (the check runs in onPreBootstrap, before sourcing, and writes its report), or one that is not
 * JSON at all (changed since, under `gatsby develop`). Such a file never becomes a RecipesJson
 * node, so one broken recipe cannot stop the build.
 */
export const leftOutRecipeFile = (root: string): ((file: string) => boolean) => {
  const report = path.join(buildInfoDir(path.join(root, "public")), CONTENT_REPORT_FILE);
  let stamp = -1;
  let leftOut = new Set<string>();
  const reported = () => {
    let modified = 0;
    try {
      modified = statSync(report).mtimeMs;
    } catch {
      modified = 0;
    }
    if (modified !== stamp) {
      stamp = modified;
      try {
        const { leftOut: recipes } = JSON.parse(readFileSync(report, "utf8")) as {
          leftOut: { file: string }[];
        };
        leftOut = new Set(recipes.map(({ file }) => file));
      } catch {
        leftOut = new Set();
      }
    }
    return leftOut;
  };
  return (file) => {
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (!relative.startsWith(`${RECIPES_DIR}/`) || !relative.endsWith(".json")) return false;
    if (reported().has(relative)) return true;
    try {
      JSON.parse(readFileSync(file, "utf8"));
      return false;
    } catch {
      return true;
    }
  };
};

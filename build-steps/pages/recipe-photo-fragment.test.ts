/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, print, type FragmentDefinitionNode } from "gatsby/graphql";
import {
  FRAGMENTS_DIR,
  RECIPE_PHOTO_FRAGMENT,
  RECIPE_PHOTO_FRAGMENT_FILE,
  fragmentModule,
  writeRecipePhotoFragment,
} from "./recipe-photo-fragment";

const definition = (text: string) => parse(text).definitions[0] as FragmentDefinitionNode;

describe("the recipe photo's fragment", () => {
  it("asks ImageSharp for the photo's widths as its page and cards draw them", () => {
    const fragment = definition(RECIPE_PHOTO_FRAGMENT);
    expect(fragment.kind).toBe("FragmentDefinition");
    expect(fragment.name.value).toBe("RecipePhoto");
    expect(fragment.typeCondition.name.value).toBe("ImageSharp");
    expect(print(fragment)).toContain("breakpoints: [576, 1200]");
  });

  it("is written where Gatsby gathers fragments, as a module holding that same text", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "fragment-"));
    try {
      const file = await writeRecipePhotoFragment(root);
      expect(file).toBe(path.join(root, FRAGMENTS_DIR, RECIPE_PHOTO_FRAGMENT_FILE));
      const text = readFileSync(file, "utf8");
      expect(text).toBe(fragmentModule(RECIPE_PHOTO_FRAGMENT));
      const tagged = /graphql`([^`]*)`/.exec(text)?.[1] ?? "";
      expect(print(definition(tagged))).toBe(print(definition(RECIPE_PHOTO_FRAGMENT)));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("gatsby-fragments-dir", () => {
  const gatsby = (file: string) => readFileSync(require.resolve(`gatsby/dist/${file}`), "utf8");

  it("is where Gatsby's query compiler reads fragments from, emptied at every start", () => {
    expect(gatsby("query/query-compiler.js")).toContain("path.join(base, `.cache`, `fragments`)");
    expect(gatsby("services/initialize.js")).toContain(
      "await fs.emptyDir(`${cacheDirectory}/fragments`);",
    );
    expect(FRAGMENTS_DIR).toBe(path.join(".cache", "fragments"));
  });
});

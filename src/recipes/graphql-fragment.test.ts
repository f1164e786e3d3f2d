import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readGraphqlFragment } from "./graphql-fragment";

const RECIPE_PHOTO = path.join(__dirname, "recipe-photo.ts");

describe("readGraphqlFragment", () => {
  it("reads the recipe photo's arguments as its page and cards ask for them", () => {
    const fragment = readGraphqlFragment(RECIPE_PHOTO, "RecipePhoto");
    expect(fragment).toMatch(/^\s*fragment RecipePhoto on ImageSharp \{\s*gatsbyImageData\(/);
    expect(fragment).toContain("breakpoints: [576, 1200]");
    expect(fragment.trim().endsWith("}")).toBe(true);
  });

  it("names the file and the fragment it cannot find", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fragment-"));
    const file = path.join(dir, "other.ts");
    writeFileSync(file, "export const q = graphql`fragment RecipePhotos on ImageSharp { id }`;\n");
    expect(() => readGraphqlFragment(file, "RecipePhoto")).toThrow(
      `${file} has no graphql fragment named RecipePhoto`,
    );
  });
});

/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, print, type FragmentDefinitionNode } from "gatsby/graphql";
import { RECIPE_PHOTO_FRAGMENT } from "./recipe-photo-fragment";

const definition = (text: string) => parse(text).definitions[0] as FragmentDefinitionNode;

const COMPONENTS_FRAGMENT = path.resolve(__dirname, "../../src/recipes/recipe-photo-fragment.ts");

describe("the recipe photo's fragment", () => {
  it("asks ImageSharp for the photo's widths as its page and cards draw them", () => {
    const fragment = definition(RECIPE_PHOTO_FRAGMENT);
    expect(fragment.kind).toBe("FragmentDefinition");
    expect(fragment.name.value).toBe("RecipePhoto");
    expect(fragment.typeCondition.name.value).toBe("ImageSharp");
    expect(print(fragment)).toContain("breakpoints: [576, 1200]");
  });

  it("is the same fragment the components' queries spread, so every photo is one set of files", () => {
    const source = readFileSync(COMPONENTS_FRAGMENT, "utf8");
    const tagged = /graphql`([^`]*)`/.exec(source)?.[1] ?? "";
    expect(print(definition(tagged))).toBe(print(definition(RECIPE_PHOTO_FRAGMENT)));
  });
});

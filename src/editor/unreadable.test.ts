import { readFileSync } from "node:fs";
import path from "node:path";
import { recipeJson } from "./formats";
import { UNREADABLE, readRecipeText, unreadableMark, unreadableReason } from "./unreadable";

const ROOT = path.join(__dirname, "../..");
const shakshuka = readFileSync(path.join(ROOT, "data/recipes/shakshuka.json"), "utf8");
const recipe = JSON.parse(shakshuka) as Record<string, unknown>;
const text = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
const { author, ...withoutAuthor } = recipe;

const labels: Record<string, string> = { prepTime: "Preparation time in minutes" };
const label = (field: string) => labels[field];

describe("a recipe file the form cannot hold", () => {
  it.each([
    ["invalid JSON", shakshuka.replace('",\n  "author"', '"\n  "author"'), "json"],
    ["a list, not a recipe", text([recipe]), "shape"],
    ["an unknown field", text({ ...withoutAuthor, auther: author }), "unknown"],
    ["a number written as text", text({ ...recipe, prepTime: "10 minutes" }), "type"],
    ["a list written as text", text({ ...recipe, ingredients: "6 eggs" }), "type"],
    ["a list item that is a number", text({ ...recipe, steps: ["Stir.", 2] }), "type"],
  ])("is marked, not read as a form, when it has %s", (_, fileText, kind) => {
    const data = recipeJson.fromFile(fileText) as Record<string, unknown>;
    const mark = unreadableMark(data);
    expect(mark?.why.kind).toBe(kind);
    // Its own text is kept whole, to be shown as it is.
    expect(mark?.text).toBe(fileText);
    expect(() => recipeJson.toFile(data)).toThrow("left as it is");
  });

  it("keeps the recipe's name for the list, when the file names it", () => {
    const data = recipeJson.fromFile(shakshuka.replace("{", "{{")) as Record<string, unknown>;
    expect(data.recipeName).toBe("Shakshuka");
    expect(String(data.author)).toContain("cannot be opened in the editor");
  });

  it("reads a file with a missing field or a value the site refuses as a form", () => {
    for (const fileText of [text(withoutAuthor), text({ ...recipe, recipeName: "x".repeat(90) })]) {
      const data = recipeJson.fromFile(fileText) as Record<string, unknown>;
      expect(unreadableMark(data)).toBeUndefined();
      expect(data[UNREADABLE]).toBeUndefined();
      expect(recipeJson.toFile(data)).toBe(fileText);
    }
  });

  it("says why in an editor's words, naming the place, without the file's notation", () => {
    const slip = readRecipeText(shakshuka.replace('",\n  "author"', '"\n  "author"'));
    expect("why" in slip && unreadableReason(slip.why, label)).toBe(
      "Its text has a typing slip on line 3 (a comma, quote or bracket missing or extra), so the editor cannot read it.",
    );
    const type = readRecipeText(text({ ...recipe, prepTime: "10 minutes" }));
    expect("why" in type && unreadableReason(type.why, label)).toContain(
      "Its “Preparation time in minutes” is written as the wrong kind of value",
    );
    const unknown = readRecipeText(text({ ...withoutAuthor, auther: author }));
    expect("why" in unknown && unreadableReason(unknown.why, label)).toBe(
      "It has a part called “auther” that is not one of a recipe's fields, so the form has no place for it.",
    );
  });
});

import { REMOVED_FILE } from "../recipes/rules/removed";
import { SHOWCASE_FILE } from "../recipes/recipe-files";
import { Refused } from "./before-save";
import { beforeDelete, deletionOf } from "./delete-recipe";
import { entryOf, fakeRepository, fileOf, recipe, snapshotOf } from "./test-utils/fake-site";

const moved = recipe("Caprese Salad", { slug: "tomato-salad", formerSlugs: ["tomato-mozzarella"] });
const soup = recipe("Soup", { slug: "soup" });
const snapshot = () => {
  const site = snapshotOf([moved, soup]);
  // The moved recipe's file keeps its first address.
  site.recipes[0] = { ...site.recipes[0]!, file: fileOf("caprese-salad") };
  return { ...site, showcase: '{ "recipes": ["soup", "tomato-salad"] }\n' };
};

describe("deleting a recipe", () => {
  it("leads every address it had to the recipe list, and takes it off the home page", () => {
    const deletion = deletionOf(fileOf("caprese-salad"), {
      ...snapshot(),
      removed: '{ "addresses": ["fish-pie"] }\n',
    });
    expect(deletion.message).toBe(
      "Take “Caprese Salad” off the home page and lead its address to the recipe list",
    );
    expect(deletion.changes).toEqual([
      {
        path: REMOVED_FILE,
        text: `${JSON.stringify({ addresses: ["caprese-salad", "fish-pie", "tomato-mozzarella", "tomato-salad"] }, null, 2)}\n`,
      },
      { path: SHOWCASE_FILE, text: `${JSON.stringify({ recipes: ["soup"] }, null, 2)}\n` },
    ]);
  });

  it("leaves the home page alone when the recipe is not on it", () => {
    const deletion = deletionOf(fileOf("soup"), {
      ...snapshot(),
      showcase: '{ "recipes": ["tomato-salad"] }',
    });
    expect(deletion.changes.map(({ path }) => path)).toEqual([REMOVED_FILE]);
    expect(deletion.message).toBe("Lead the address of “Soup” to the recipe list");
  });

  it("is refused when it would leave the home page empty, or a list cannot be read", () => {
    expect(() =>
      deletionOf(fileOf("soup"), { ...snapshot(), showcase: '{ "recipes": ["soup"] }' }),
    ).toThrow(
      new Refused(
        "“Soup” is the only recipe on the home page. Add another in Home page → Home page showcase first.",
      ),
    );
    expect(() => deletionOf(fileOf("soup"), { ...snapshot(), showcase: "{" })).toThrow(
      /^The home page showcase cannot be read/,
    );
    expect(() =>
      deletionOf(fileOf("soup"), { ...snapshot(), removed: '{ "addresses": 3 }' }),
    ).toThrow(/^data\/removed-recipes.json cannot be read/);
  });

  it("writes both files in one commit before Decap deletes the recipe's file", async () => {
    const site = fakeRepository(snapshot());
    const deleted = jest.fn();
    const entry = entryOf(moved, { path: fileOf("caprese-salad") });
    await beforeDelete(site.repository, deleted)({ entry });
    expect(site.writes).toHaveLength(1);
    expect(site.writes[0]?.files).toHaveLength(2);
    expect(deleted).toHaveBeenCalledWith(expect.objectContaining({ name: "Caprese Salad" }));
  });
});

import { SHOWCASE_SIZE } from "../recipes/constants";
import { slugify } from "../recipes/slugify";
import { recipePath } from "../recipes/slug";
import { Refused, beforeSave } from "./before-save";
import type { ImmutableValue } from "./decap";
import { LIST_FIELD, vocabularyInForm } from "./formats";
import { UNREADABLE } from "./unreadable";
import {
  VOCABULARY,
  contextOf,
  entryOf,
  fakeRepository,
  fileOf,
  recipe,
  snapshotOf,
} from "./test-utils/fake-site";

const shakshuka = recipe("Shakshuka", {
  slug: "shakshuka",
  formerSlugs: ["eggs"],
  ingredients: ["6 eggs"],
});
const curry = recipe("Thai Green Curry", { slug: "thai-green-curry" });

const setUp = (snapshot = snapshotOf([shakshuka, curry])) => {
  const site = fakeRepository(snapshot);
  const checked = jest.fn();
  return { ...site, checked, save: beforeSave(contextOf(site.repository), checked) };
};

const plain = (data: ImmutableValue) => data.toJS() as Record<string, unknown>;

describe("before Publish, a recipe", () => {
  it("gets its address from its name when new, with its text trimmed", async () => {
    const { save, checked } = setUp();
    const data = plain(
      await save({ entry: entryOf(recipe("Crème Brûlée & Figs "), { newRecord: true }) }),
    );
    expect(data).toMatchObject({
      recipeName: "Crème Brûlée & Figs",
      slug: "creme-brulee-and-figs",
    });
    expect(checked).toHaveBeenCalledWith({
      file: fileOf("creme-brulee-and-figs"),
      name: "Crème Brûlée & Figs",
      sitePath: recipePath("creme-brulee-and-figs"),
    });
  });

  it.each([
    "Shakshuka Verde",
    "  Pad Thai (Vegan) — 2 ways!  ",
    "Phở Bò",
    "Mac & Cheese & Peas",
    "ÆBLESKIVER №1",
    "Tacos al pastor, 100% corn",
  ])("makes the address the build expects from %p", async (name) => {
    const { save } = setUp();
    const data = plain(await save({ entry: entryOf(recipe(name), { newRecord: true }) }));
    expect(data.slug).toBe(slugify(name.trim()));
  });

  it("keeps its address when renamed", async () => {
    const { save } = setUp();
    const entry = entryOf(
      { ...shakshuka, recipeName: "Shakshuka Deluxe" },
      { path: fileOf("shakshuka") },
    );
    const data = plain(await save({ entry }));
    expect(data).toMatchObject({ slug: "shakshuka", formerSlugs: ["eggs"] });
  });

  it("records the address it leaves, as the repository has it, so that it redirects", async () => {
    const { save } = setUp();
    // A recovered draft may carry another address than the saved file: the file's counts.
    const entry = entryOf(
      { ...shakshuka, slug: "spicy-shakshuka", formerSlugs: ["eggs", "shakshuka-2"] },
      { path: fileOf("shakshuka") },
    );
    expect(plain(await save({ entry })).formerSlugs).toEqual(["eggs", "shakshuka-2", "shakshuka"]);
  });

  it("is refused with another recipe's name, said as the editor sees it", async () => {
    const { save, checked } = setUp();
    const entry = entryOf(recipe("thai green curry "), { newRecord: true });
    await expect(save({ entry })).rejects.toThrow(
      new Refused(
        "Another recipe is already called “Thai Green Curry”. Give this one its own name.",
      ),
    );
    expect(checked).not.toHaveBeenCalled();
  });

  it("is refused on an address that still leads to another recipe", async () => {
    const { save } = setUp();
    const entry = entryOf(recipe("Eggs", { slug: "eggs" }), { newRecord: true });
    await expect(save({ entry })).rejects.toThrow(
      `The web address ${recipePath("eggs")} used to be “Shakshuka”’s and still leads there. Choose another address.`,
    );
  });

  it("is refused with an ingredient the list does not know, naming the line and the closest entries", async () => {
    const { save } = setUp();
    const entry = entryOf(recipe("Green Eggs", { ingredients: ["6 eggs", "1 handful spinnach"] }), {
      newRecord: true,
    });
    await expect(save({ entry })).rejects.toThrow(
      /“Green Eggs”, ingredients: item 2 "1 handful spinnach" names no ingredient the site knows \("spinnach"\)\. Did you mean "spinach"/,
    );
  });

  it("is refused with a photo the browser read as too small", async () => {
    const site = fakeRepository(snapshotOf([shakshuka]));
    const context = contextOf(site.repository);
    context.session.photos.set("images/tiny.jpg", {
      kind: "read",
      width: 400,
      height: 300,
      format: "jpeg",
    });
    const entry = entryOf(recipe("Tacos", { image: "images/tiny.jpg" }), { newRecord: true });
    await expect(beforeSave(context, jest.fn())({ entry })).rejects.toThrow(
      /“Tacos”, image: "images\/tiny.jpg" is 400×300 px, too small for the card/,
    );
  });

  it("is saved while another recipe's file is broken, which stays left out", async () => {
    const snapshot = snapshotOf([shakshuka, curry]);
    snapshot.recipes.push({ file: fileOf("broken-soup"), text: "{ not json" });
    const { save } = setUp(snapshot);
    const entry = entryOf(
      { ...shakshuka, description: "Eggs in sauce." },
      { path: fileOf("shakshuka") },
    );
    await expect(save({ entry })).resolves.toBeDefined();
  });

  it("is refused when the other recipes cannot be read to check it", async () => {
    const { repository } = fakeRepository(snapshotOf([shakshuka]));
    repository.snapshot = () => Promise.reject(new Error("Network down"));
    const entry = entryOf(recipe("Tacos"), { newRecord: true });
    await expect(beforeSave(contextOf(repository), jest.fn())({ entry })).rejects.toThrow(
      /could not be read to check this one against them \(Error: Network down\)/,
    );
  });
});

describe("before Publish, the home page's list", () => {
  const many = Array.from({ length: SHOWCASE_SIZE + 1 }, (_, index) =>
    recipe(`Recipe ${index + 1}`, { slug: `recipe-${index + 1}` }),
  );

  it(`is refused with more than ${SHOWCASE_SIZE} recipes or a name that is no recipe`, async () => {
    const { save } = setUp(snapshotOf(many));
    const over = entryOf({ recipes: many.map(({ slug }) => slug) }, { collection: "home" });
    await expect(save({ entry: over })).rejects.toThrow(
      `The home page showcase, recipes: chooses ${SHOWCASE_SIZE + 1} recipes, but the home page shows at most ${SHOWCASE_SIZE}.`,
    );
    const unknown = entryOf({ recipes: ["recipe-1", "fish-pie"] }, { collection: "home" });
    await expect(save({ entry: unknown })).rejects.toThrow(
      /item 2 names "fish-pie", which is not a recipe/,
    );
  });

  it("is saved without its empty items", async () => {
    const { save } = setUp(snapshotOf(many));
    const entry = entryOf({ recipes: ["recipe-2", "", "recipe-1"] }, { collection: "home" });
    expect(plain(await save({ entry })).recipes).toEqual(["recipe-2", "recipe-1"]);
  });
});

describe("before Publish, the ingredient list", () => {
  /** The list as the form holds it: each language's names in plain fields. */
  const withList = (items: unknown[]) =>
    entryOf({ [LIST_FIELD]: vocabularyInForm(items) }, { collection: "ingredients" });

  it("is refused when an entry is incomplete", async () => {
    const { save } = setUp();
    const items = [...VOCABULARY, { key: "halloumi", name: { one: "", other: "halloumi" } }];
    await expect(save({ entry: withList(items) })).rejects.toThrow(
      /^The ingredient list: Entry \d+/,
    );
  });

  it("is refused when it drops a word a recipe uses, naming the recipe", async () => {
    const { save } = setUp();
    const items = VOCABULARY.filter(({ key }) => key !== "egg");
    await expect(save({ entry: withList(items) })).rejects.toThrow(
      /^This change would take recipes off the site: “Shakshuka”, ingredients: item 1 "6 eggs"/,
    );
  });

  const halloumi = {
    key: "halloumi",
    name: { one: "halloumi", other: "halloumi" },
    category: "dairy",
    staple: false,
  };

  it("is refused when a language's name is filled in for one and not for several", async () => {
    const { save } = setUp();
    const items = [...VOCABULARY, { ...halloumi, deOne: "Halloumi", deOther: " ", deWords: "" }];
    await expect(save({ entry: withList(items) })).rejects.toThrow(
      "“halloumi”: write its German name for one and for several, or leave both empty.",
    );
  });

  it("is refused when a word of a language names two entries, as the build refuses it", async () => {
    const { save } = setUp();
    const egg = VOCABULARY.find(({ key }) => key === "egg");
    if (!egg?.es) throw new Error("The list has no Spanish egg");
    const items = [...VOCABULARY, { ...halloumi, esOne: egg.es.name.one, esOther: "halloumis" }];
    await expect(save({ entry: withList(items) })).rejects.toThrow(
      `The Spanish word “${egg.es.name.one}” names both “egg” and “halloumi”. Keep it in one of them.`,
    );
  });

  it("is saved with a language left empty", async () => {
    const { save } = setUp();
    const items = [...VOCABULARY, { ...halloumi, deOne: " ", deOther: "", esWords: " , " }];
    await expect(save({ entry: withList(items) })).resolves.toBeDefined();
  });

  it("is saved with a new entry", async () => {
    const { save } = setUp();
    const items = [
      ...VOCABULARY,
      {
        key: "halloumi",
        name: { one: "halloumi", other: "halloumi" },
        category: "dairy",
        staple: false,
      },
    ];
    await expect(save({ entry: withList(items) })).resolves.toBeDefined();
  });
});

describe("before Publish, a recipe whose file the form cannot hold", () => {
  it("is refused, saying why, when the form was made from such a file", async () => {
    const { save, writes } = setUp();
    const entry = entryOf(
      {
        ...recipe("Shakshuka"),
        [UNREADABLE]: { why: { kind: "json", line: 4 }, text: "{ oops", name: "Shakshuka" },
      },
      { path: fileOf("shakshuka") },
    );
    await expect(save({ entry })).rejects.toThrow(
      "Not published: this recipe cannot be opened in the editor, so its file is left as it is. Its text has a typing slip on line 4",
    );
    expect(writes).toEqual([]);
  });

  it("is refused when its file was changed by hand into one the editor cannot read", async () => {
    const snapshot = snapshotOf([shakshuka, curry]);
    const broken = {
      ...snapshot,
      recipes: snapshot.recipes.map((file) =>
        file.file === fileOf("shakshuka") ? { ...file, text: '{ "recipeName": "Shakshuka"' } : file,
      ),
    };
    const { save } = setUp(broken);
    await expect(
      save({ entry: entryOf(shakshuka, { path: fileOf("shakshuka") }) }),
    ).rejects.toThrow("changed outside the editor since you opened it");
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import React, { Component, createElement, type ComponentType } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
// Decap keeps entries as Immutable.js maps; the bundle brings its own copy.
import { Map as ImmutableMap, fromJS } from "immutable";
import { SHOWCASE_SIZE } from "../../src/recipes/constants";
import { RECIPES_DIR, recipeFileText } from "../../src/recipes/recipe-files";
import { recipePath } from "../../src/recipes/slug";
import { slugify } from "../../src/recipes/slugify";

type Format = { fromFile: (text: string) => unknown; toFile: (data: unknown) => string };
type Entry = ImmutableMap<string, unknown>;
type PreviewProps = {
  entry: Entry;
  getAsset: (file: string) => string;
  getCollection?: (name: string) => Promise<Entry[]>;
};
type PreSave = (args: { entry: Entry }) => Promise<ImmutableMap<string, unknown>>;
type WidgetProps = Record<string, unknown>;
type ClassSpec = Record<string, unknown> & {
  getInitialState?: () => unknown;
  render: () => React.ReactNode;
};

const EDITOR = readFileSync(path.join(__dirname, "../../static/admin/editor.js"), "utf8");
const SHAKSHUKA = readFileSync(
  path.join(__dirname, "../..", RECIPES_DIR, "shakshuka.json"),
  "utf8",
);

/** Stands in for create-react-class, which the Decap bundle puts on window. */
const createClass = (spec: ClassSpec) => {
  class ClassComponent extends Component {
    constructor(props: object) {
      super(props);
      Object.entries(spec).forEach(([key, value]) => {
        if (typeof value === "function") Object.assign(this, { [key]: value.bind(this) });
      });
      this.state = (spec.getInitialState?.call(this) ?? {}) as object;
    }
    componentDidMount() {
      (spec.componentDidMount as (() => void) | undefined)?.call(this);
    }
    render() {
      return spec.render.call(this);
    }
  }
  return ClassComponent;
};

/** The props each of Decap's own widget controls last got from the wrappers around it. */
const innerProps: Record<string, WidgetProps> = {};
const builtIn = (name: string) => ({
  control: (props: WidgetProps) => {
    innerProps[name] = props;
    return null;
  },
  preview: () => null,
  schema: { properties: {} },
});

const loadEditor = () => {
  const cms = {
    getWidget: jest.fn(builtIn),
    registerWidget: jest.fn(),
    registerCustomFormat: jest.fn(),
    registerPreviewStyle: jest.fn(),
    registerPreviewTemplate: jest.fn(),
    registerEventListener: jest.fn(),
    init: jest.fn(),
  };
  // The build-state banner polls a file that `npm run cms` writes; here there is none.
  Object.assign(window, {
    CMS: cms,
    h: createElement,
    createClass,
    fetch: jest.fn(() => Promise.resolve({ ok: false })),
  });
  new Function(EDITOR)();
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const format = cms.registerCustomFormat.mock.calls[0]?.[2] as Format;
  const template = (name: string) =>
    cms.registerPreviewTemplate.mock.calls.find(([registered]) => registered === name)?.[1] as
      ComponentType<PreviewProps> | undefined;
  const preSave = (
    cms.registerEventListener.mock.calls[0]?.[0] as { name: string; handler: PreSave }
  ).handler;
  const widget = (name: string) =>
    cms.registerWidget.mock.calls.find(
      ([registered]) => registered === name,
    )?.[1] as ComponentType<WidgetProps>;
  return {
    cms,
    format,
    preSave,
    widget,
    RecipePreview: template("recipes") as ComponentType<PreviewProps>,
    ShowcasePreview: template("showcase") as ComponentType<PreviewProps>,
  };
};

const recipe = (recipeName: string, more: Record<string, unknown> = {}) => ({
  recipeName,
  author: "Elena Ruiz",
  ingredientAmount: "7/10",
  image: `images/${recipeName.toLowerCase()}.jpg`,
  ...more,
});

const entryOf = (
  data: Record<string, unknown>,
  more: { collection?: string; slug?: string; newRecord?: boolean; raw?: string } = {},
): Entry => fromJS({ collection: "recipes", mediaFiles: [], data, ...more }) as unknown as Entry;

const savedEntries = (recipes: Record<string, unknown>[]) => () =>
  Promise.resolve(
    // As Decap's getCollection: a shallow map around the entry's plain data.
    recipes.map((data) => ImmutableMap<string, unknown>({ slug: String(data.slug), data })),
  );

const saved = (result: ImmutableMap<string, unknown>) =>
  (result as unknown as { toJS: () => Record<string, unknown> }).toJS();

describe("the CMS editor script", () => {
  it("asks for a manual start and starts Decap after registering everything", () => {
    const { cms } = loadEditor();
    expect((window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT).toBe(true);
    expect(cms.registerCustomFormat).toHaveBeenCalledWith("site-json", "json", expect.anything());
    expect(cms.registerPreviewTemplate).toHaveBeenCalledWith("recipes", expect.any(Function));
    expect(cms.registerPreviewTemplate).toHaveBeenCalledWith("showcase", expect.any(Function));
    expect(cms.registerEventListener).toHaveBeenCalledWith({
      name: "preSave",
      handler: expect.any(Function),
    });
    expect(cms.init).toHaveBeenCalledTimes(1);
    expect(cms.init.mock.invocationCallOrder[0]).toBeGreaterThan(
      cms.registerEventListener.mock.invocationCallOrder[0] ?? Infinity,
    );
  });

  it("reads and writes a recipe file byte for byte", () => {
    const { format } = loadEditor();
    const data = format.fromFile(SHAKSHUKA);
    expect(format.toFile(data)).toBe(SHAKSHUKA);
  });

  it("writes fields in the schema's order, trimmed, leaving cleared ones out", () => {
    const { format } = loadEditor();
    const edited = {
      servings: 4,
      slug: "",
      description: null,
      steps: [],
      ingredients: ["6 eggs ", " "],
      author: "Elena Ruiz",
      recipeName: " Shakshuka ",
      ingredientAmount: "7/10",
    };
    expect(format.toFile(edited)).toBe(
      recipeFileText({
        recipeName: "Shakshuka",
        author: "Elena Ruiz",
        ingredientAmount: "7/10",
        ingredients: ["6 eggs"],
        servings: 4,
      }),
    );
  });
});

describe("before Publish", () => {
  it("gives a new recipe its address from its name, and trims the text", async () => {
    const { preSave } = loadEditor();
    const result = saved(
      await preSave({ entry: entryOf(recipe("Crème Brûlée & Figs "), { newRecord: true }) }),
    );
    expect(result).toMatchObject({
      recipeName: "Crème Brûlée & Figs",
      slug: "creme-brulee-and-figs",
    });
  });

  it("makes the address the build expects from any name (src/recipes/slugify.ts)", async () => {
    const names = [
      "Shakshuka",
      "Crème Brûlée & Figs",
      "  Pad Thai (Vegan) — 2 ways!  ",
      "Phở Bò",
      "Mac & Cheese & Peas",
      "ÆBLESKIVER №1",
      "Tacos al pastor, 100% corn",
    ];
    const { preSave } = loadEditor();
    for (const name of names) {
      const entry = entryOf(recipe(name), { newRecord: true });
      expect(saved(await preSave({ entry })).slug).toBe(slugify(name.trim()));
    }
  });

  it("keeps the address when a recipe is renamed", async () => {
    const { preSave } = loadEditor();
    const before = recipe("Shakshuka", { slug: "shakshuka" });
    const entry = entryOf(
      { ...before, recipeName: "Shakshuka Deluxe" },
      { slug: "shakshuka", raw: JSON.stringify(before) },
    );
    const result = saved(await preSave({ entry }));
    expect(result.slug).toBe("shakshuka");
    expect(result).not.toHaveProperty("formerSlugs");
  });

  it("records the old address when the address changes, so it can redirect", async () => {
    const { preSave } = loadEditor();
    const before = recipe("Shakshuka", { slug: "shakshuka-2", formerSlugs: ["shakshuka"] });
    const entry = entryOf(
      { ...before, slug: "spicy-shakshuka" },
      { slug: "shakshuka", raw: JSON.stringify(before) },
    );
    expect(saved(await preSave({ entry })).formerSlugs).toEqual(["shakshuka", "shakshuka-2"]);
  });

  it("refuses a name or an address another recipe has, once the preview has listed them", async () => {
    const { preSave, RecipePreview } = loadEditor();
    const others = [recipe("Shakshuka", { slug: "shakshuka", formerSlugs: ["eggs"] })];
    const draft = entryOf(recipe("shakshuka "), { newRecord: true });
    render(
      <RecipePreview
        entry={draft}
        getAsset={(file) => file}
        getCollection={savedEntries(others)}
      />,
    );
    expect(
      await screen.findByText(/Another recipe is already called “Shakshuka”/),
    ).toBeInTheDocument();
    await expect(preSave({ entry: draft })).rejects.toThrow(
      "Another recipe is already called “Shakshuka”. Give this one its own name.",
    );
    const onOldAddress = entryOf(recipe("Eggs", { slug: "eggs" }), { newRecord: true });
    await expect(preSave({ entry: onOldAddress })).rejects.toThrow(/used to be “Shakshuka”’s/);
  });

  it(`refuses a showcase of more than ${SHOWCASE_SIZE} recipes`, async () => {
    const { preSave } = loadEditor();
    const many = Array.from({ length: SHOWCASE_SIZE + 1 }, (_, index) => `recipe-${index}`);
    const entry = entryOf({ recipes: many }, { collection: "home" });
    await expect(preSave({ entry })).rejects.toThrow(
      `The home page shows at most ${SHOWCASE_SIZE} recipes; ${SHOWCASE_SIZE + 1} are chosen. Remove 1.`,
    );
    const fine = entryOf({ recipes: many.slice(1) }, { collection: "home" });
    expect(saved(await preSave({ entry: fine })).recipes).toHaveLength(SHOWCASE_SIZE);
  });
});

describe("the recipe's fields", () => {
  const hitsOf = (recipes: Record<string, unknown>[]) =>
    jest.fn(() =>
      Promise.resolve({
        payload: { hits: recipes.map((data) => ({ slug: String(data.slug), data })) },
      }),
    );

  it("refuse a name another recipe has on Publish, with the preview pane closed", async () => {
    const { preSave, widget } = loadEditor();
    const query = hitsOf([recipe("Thai Green Curry", { slug: "thai-green-curry" })]);
    const draft = entryOf(recipe("thai green curry "), { newRecord: true });
    const RecipeName = widget("recipe-name");
    let field: { isValid: () => unknown } | null = null;
    render(
      <RecipeName
        ref={(instance: unknown) => {
          field = instance as typeof field;
        }}
        forID="name"
        value="thai green curry "
        query={query}
        getEntry={() => draft}
      />,
    );
    expect(query).toHaveBeenCalledWith("name", "recipes", ["recipeName"], "");
    await act(() => Promise.resolve());
    expect(field!.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message: "Another recipe is already called “Thai Green Curry”. Give this one its own name.",
      },
    });
    await expect(preSave({ entry: draft })).rejects.toThrow(/already called “Thai Green Curry”/);
    const other = entryOf(recipe("Green Shakshuka"), { newRecord: true });
    await expect(preSave({ entry: other })).resolves.toBeDefined();
  });

  describe("the photo", () => {
    const OriginalImage = window.Image;
    afterEach(() => {
      window.Image = OriginalImage;
    });

    /** jsdom decodes no image: this one "loads" at the given size. */
    const imagesOfSize = (width: number, height: number) => {
      window.Image = class {
        naturalWidth = width;
        naturalHeight = height;
        onload: (() => void) | null = null;
        set src(_: string) {
          setTimeout(() => this.onload?.());
        }
      } as unknown as typeof Image;
    };

    const choose = async (width: number, height: number, type = "image/jpeg") => {
      imagesOfSize(width, height);
      const RecipePhoto = loadEditor().widget("recipe-photo");
      const onChange = jest.fn();
      const onRemoveInsertedMedia = jest.fn();
      const file = new File(["photo"], "IMG_2041.JPG", { type });
      render(
        <RecipePhoto
          value="images/old.jpg"
          field={ImmutableMap()}
          getAsset={() => ({ fileObj: file, toString: () => "blob:photo" })}
          mediaPaths={ImmutableMap({ control: "images/img_2041.jpg" })}
          onChange={onChange}
          onRemoveInsertedMedia={onRemoveInsertedMedia}
        />,
      );
      const inner = innerProps.image as { onChange: (value: string) => void; value: string };
      expect(inner.value).toBe("images/old.jpg");
      await act(async () => {
        inner.onChange("images/img_2041.jpg");
        await new Promise((resolve) => setTimeout(resolve));
      });
      return { onChange, onRemoveInsertedMedia };
    };

    it("takes a photo of the card's size, whatever its name", async () => {
      const { onChange } = await choose(1200, 900);
      expect(onChange).toHaveBeenCalledWith("images/img_2041.jpg");
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("refuses a photo too small for the card as it is chosen, naming the minimum", async () => {
      const { onChange, onRemoveInsertedMedia } = await choose(400, 300);
      expect(onChange).not.toHaveBeenCalled();
      expect(onRemoveInsertedMedia).toHaveBeenCalledWith("control");
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Not added. This photo is 400×300 px, too small for the recipe card. Choose one of at least 576×432 px (1200×900 is ideal).",
      );
    });

    it("refuses a file that is not a photo", async () => {
      const { onChange } = await choose(1200, 900, "image/heic");
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole("alert")).toHaveTextContent(/not a JPEG, PNG, WebP or AVIF photo/);
    });

    it("lets the photo be removed", async () => {
      imagesOfSize(1200, 900);
      const RecipePhoto = loadEditor().widget("recipe-photo");
      const onChange = jest.fn();
      render(<RecipePhoto value="images/old.jpg" onChange={onChange} />);
      act(() => (innerProps.image as { onChange: (value: string) => void }).onChange(""));
      expect(onChange).toHaveBeenCalledWith("");
    });
  });
});

describe("the previews", () => {
  it("show the recipe's card and its page: photo, facts, ingredients and method", () => {
    const { RecipePreview } = loadEditor();
    const full = recipe("Tacos", {
      prepTime: 15,
      cookTime: 75,
      servings: 4,
      ingredients: ["8 tortillas"],
      steps: ["Warm the tortillas."],
    });
    const { container } = render(
      <RecipePreview entry={entryOf(full)} getAsset={(file) => `/blob/${file}`} />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Tacos" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toContain(
      "Tacos",
    );
    expect(screen.getByText("1 hr 30 min")).toBeVisible();
    expect(screen.getByText("8 tortillas")).toBeVisible();
    expect(screen.getByText("Warm the tortillas.")).toBeVisible();
    expect(screen.getByText(`The recipe's page is ${recipePath("tacos")}.`)).toBeVisible();
    expect(container.querySelectorAll('img[src="/blob/images/tacos.jpg"]')).toHaveLength(2);
  });

  it("warn when a photo is smaller than the card needs, and Publish refuses it", async () => {
    const { RecipePreview, preSave } = loadEditor();
    const entry = entryOf(recipe("Tacos", { slug: "tacos" }), { newRecord: true });
    const { container } = render(<RecipePreview entry={entry} getAsset={(file) => file} />);
    const image = container.querySelector(".card img") as HTMLImageElement;
    Object.defineProperties(image, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
    fireEvent.load(image);
    expect(
      screen.getByText(/This photo is 400×300 px, too small .* at least 576×432 px/),
    ).toBeVisible();
    await expect(preSave({ entry })).rejects.toThrow(/400×300 px/);
  });

  it("count the showcase's recipes and show them in order", async () => {
    const { ShowcasePreview } = loadEditor();
    const recipes = [recipe("Tacos", { slug: "tacos" }), recipe("Soup", { slug: "soup" })];
    render(
      <ShowcasePreview
        entry={entryOf({ recipes: ["soup", "tacos"] }, { collection: "home" })}
        getAsset={(file) => file}
        getCollection={savedEntries(recipes)}
      />,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText(/^2 of 24 chosen\./)).toBeVisible();
    expect((await screen.findAllByRole("heading", { level: 3 })).map((h) => h.textContent)).toEqual(
      ["Soup", "Tacos"],
    );
  });
});

describe("the ingredient vocabulary in the editor", () => {
  it("edits the ingredient vocabulary, a top-level list, and writes it back unchanged", () => {
    const { cms } = loadEditor();
    const [, extension, list] =
      cms.registerCustomFormat.mock.calls.find(([name]) => name === "list-json") ?? [];
    expect(extension).toBe("json");
    const text = readFileSync(path.join(__dirname, "../../data/ingredients.json"), "utf8");
    const format = list as Format;
    const wrapped = format.fromFile(text) as { items: unknown[] };
    expect(wrapped.items.length).toBeGreaterThan(0);
    expect(format.toFile(wrapped)).toBe(text);
  });
});

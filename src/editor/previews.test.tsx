import { createElement, type ComponentType } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { recipePath } from "../recipes/slug";
import type { PreviewProps } from "./decap";
import { makePreviews } from "./previews";
import { createSession } from "./session";
import { installDecap } from "./test-utils/decap-window";
import { entryOf, fakeRepository, recipe, snapshotOf } from "./test-utils/fake-site";

const shakshuka = recipe("Shakshuka", { slug: "shakshuka", formerSlugs: ["eggs"] });
const tacos = recipe("Tacos", { slug: "tacos" });

const setUp = () => {
  installDecap();
  const { repository } = fakeRepository(snapshotOf([shakshuka, tacos]));
  const previews = makePreviews(repository, createSession());
  return {
    RecipePreview: previews.recipe as ComponentType<PreviewProps>,
    ShowcasePreview: previews.showcase as ComponentType<PreviewProps>,
  };
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve)));

describe("the previews", () => {
  it("show the recipe's card and its page: photo, facts, ingredients and method", async () => {
    const { RecipePreview } = setUp();
    const full = recipe("Tacos", {
      slug: "tacos",
      prepTime: 15,
      cookTime: 75,
      servings: 4,
      ingredients: ["8 tortillas"],
      steps: ["Warm the tortillas."],
    });
    const { container } = render(
      createElement(RecipePreview, { entry: entryOf(full), getAsset: (file) => `/blob/${file}` }),
    );
    await settle();
    expect(screen.getByRole("heading", { level: 3, name: "Tacos" })).toBeVisible();
    expect(screen.getByText("1 hr 30 min")).toBeVisible();
    expect(screen.getByText("8 tortillas")).toBeVisible();
    expect(screen.getByText("Warm the tortillas.")).toBeVisible();
    expect(screen.getByText(`The recipe's page is ${recipePath("tacos")}.`)).toBeVisible();
    expect(container.querySelectorAll('img[src="/blob/images/tacos.jpg"]')).toHaveLength(2);
  });

  it("warn about a name or address another recipe has, a small photo and an unknown ingredient", async () => {
    const { RecipePreview } = setUp();
    const draft = entryOf(recipe("tacos", { slug: "eggs", ingredients: ["1 handful spinnach"] }), {
      newRecord: true,
    });
    const { container } = render(
      createElement(RecipePreview, { entry: draft, getAsset: (file) => file }),
    );
    await settle();
    const image = container.querySelector(".card img") as HTMLImageElement;
    Object.defineProperties(image, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
    fireEvent.load(image);
    const warnings = [...container.querySelectorAll(".preview-warnings li")].map(
      (li) => li.textContent,
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^This photo is 400×300 px, too small for the recipe card/),
      expect.stringMatching(/ingredients: item 1 "1 handful spinnach" names no ingredient/),
      `The web address ${recipePath("eggs")} used to be “Shakshuka”’s and still leads there. Choose another address.`,
      "Another recipe is already called “Tacos”. Give this one its own name.",
    ]);
  });

  it("count the showcase's recipes and show them in order, naming an address no recipe has", async () => {
    const { ShowcasePreview } = setUp();
    render(
      createElement(ShowcasePreview, {
        entry: entryOf({ recipes: ["tacos", "eggs", "fish-pie"] }, { collection: "home" }),
        getAsset: (file) => file,
      }),
    );
    await settle();
    expect(screen.getByText(/^3 of 24 chosen\./)).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Tacos",
      "Shakshuka",
      "fish-pie",
    ]);
    expect(screen.getByText("No recipe has the address “fish-pie”.")).toBeVisible();
  });
});

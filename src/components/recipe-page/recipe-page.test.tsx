import React from "react";
import { act, screen, within } from "@testing-library/react";
import { siteConfig } from "../../config/site-config";
import {
  toRecipeDetails,
  type RecipeDetails,
  type RecipeDetailsNode,
} from "../../recipes/recipe-details";
import { toScalableLines } from "../../recipes/scaling/ingredient-amounts";
import { makeRecipeNode } from "../../test-utils/make-recipe";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { en } from "../../i18n/dictionaries";
import { fill } from "../../i18n/words";
import { SHOWCASE_PATH } from "../recipe-showcase/showcase-anchor";
import { stepAnchor } from "../seo/recipe-structured-data";
import { TOOLS_LABEL } from "../cook-tools/cook-tools-text";
import { recipeFacts } from "./recipe-facts";
import { RecipePage } from "./recipe-page";
import { BACK_TO_SHOWCASE, HAD_MARK, NOT_ON_THE_SITE_YET } from "./recipe-page-text";
import { storeFridge } from "../../fridge/fridge-state";
import { youHave } from "../../fridge/you-have";

const appOfferHeading = (productName: string) =>
  fill(en.storeBadges.appOffer.heading, { productName });

/** A recipe as the page's query gives it. */
const bareNode: RecipeDetailsNode = makeRecipeNode({
  slug: "summer-ratatouille",
  recipeName: "Summer Ratatouille",
  author: "Elena Ruiz",
  ingredientAmount: "3/10",
});

const fullNode: RecipeDetailsNode = {
  ...bareNode,
  description: "Vegetables baked in a spiral.",
  ingredients: ["2 courgettes", "1 aubergine", "1 tsp salt"],
  parsedIngredients: [
    { key: "courgette", staple: false },
    { key: "aubergine", staple: false },
    { key: "salt", staple: true },
  ],
  steps: ["Slice the vegetables.", "Bake for an hour."],
  prepTime: 30,
  cookTime: 60,
  servings: 4,
  recipeCategory: "Dinner",
  recipeCuisine: "French",
};

const bare: RecipeDetails = toRecipeDetails(bareNode);
const full: RecipeDetails = toRecipeDetails(fullNode);

const previous = { path: "/recipes/beef-and-broccoli", name: "Beef & Broccoli" };
const next = { path: "/recipes/brown-butter-cookies", name: "Brown Butter Cookies" };

/** The recipe's text comes from its own chunk (kept from the server on a first visit). */
const renderPage = async (recipe: RecipeDetailsNode) => {
  const rendered = renderWithAnalytics(
    <RecipePage
      recipe={recipe}
      amounts={toScalableLines(recipe.ingredients)}
      previous={previous}
      next={next}
    />,
  );
  await screen.findByRole("heading", { level: 1 });
  if (recipe.ingredients.length > 0) {
    // The cooking tools follow once the visitor does anything.
    act(() => {
      window.dispatchEvent(new Event("pointermove"));
    });
    await screen.findByRole("group", { name: TOOLS_LABEL });
  }
  return rendered;
};

describe("RecipePage", () => {
  it("names the recipe in the one h1 with its author and a prioritised photo", async () => {
    const { container } = await renderPage(fullNode);
    expect(screen.getByRole("heading", { level: 1, name: "Summer Ratatouille" })).toBeVisible();
    expect(screen.getByText("by Elena Ruiz")).toBeInTheDocument();
    const photo = screen.getByRole("img", { name: /Summer Ratatouille/ });
    expect(photo).toHaveAttribute("loading", "eager");
    expect(photo).toHaveAttribute("fetchpriority", "high");
    expect(container.querySelector("source[type='image/avif']")).toBeInTheDocument();
  });

  it("shows the match as the spec's fraction beside the fridge icon, and explains it", async () => {
    const { container } = await renderPage(fullNode);
    expect(screen.getByText("3/10")).toBeInTheDocument();
    expect(container.querySelector("dl svg[aria-hidden='true']")).toBeInTheDocument();
    expect(
      screen.getByText(/3 of the 10 ingredients are ones most kitchens already have\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/the match counts what is in your own fridge and pantry/),
    ).toBeInTheDocument();
  });

  it("lists the description, times, servings, ingredients and numbered steps", async () => {
    const { container } = await renderPage(fullNode);
    expect(screen.getByText("Vegetables baked in a spiral.")).toBeInTheDocument();
    expect(screen.getByText("Dinner · French")).toBeInTheDocument();
    const facts = within(container.querySelector("dl") as HTMLElement);
    expect(facts.getByText("1 hr 30 min")).toBeInTheDocument();
    expect(facts.getByText("4")).toBeInTheDocument();
    const ingredients = screen.getByRole("region", { name: "Ingredients" });
    expect(
      within(ingredients)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(full.ingredients);
    const steps = within(screen.getByRole("region", { name: "Method" })).getAllByRole("listitem");
    expect(steps.map((li) => li.id)).toEqual([stepAnchor(0), stepAnchor(1)]);
  });

  it("still makes a good page from the required fields alone", async () => {
    await renderPage(bareNode);
    expect(screen.getByRole("heading", { level: 1, name: "Summer Ratatouille" })).toBeVisible();
    expect(screen.getByText("3/10")).toBeInTheDocument();
    expect(screen.getByText(NOT_ON_THE_SITE_YET)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Ingredients" })).toBeNull();
    for (const label of ["Prep", "Cook", "Total", "Serves"]) {
      expect(screen.queryByText(label)).toBeNull();
    }
    expect(
      screen.getByRole("heading", { name: appOfferHeading(siteConfig.productName) }),
    ).toBeVisible();
  });

  it("ends with both store badges and the way to the other recipes", async () => {
    await renderPage(fullNode);
    const offer = screen.getByRole("region", { name: appOfferHeading(siteConfig.productName) });
    expect(within(offer).getByRole("link", { name: /App Store/ })).toBeInTheDocument();
    expect(within(offer).getByRole("link", { name: /Google Play/ })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "More recipes" });
    expect(
      within(nav).getByRole("link", { name: /Previous recipe Beef & Broccoli/ }),
    ).toHaveAttribute("href", previous.path);
    expect(
      within(nav).getByRole("link", { name: /Next recipe Brown Butter Cookies/ }),
    ).toHaveAttribute("href", next.path);
    expect(within(nav).getByRole("link", { name: BACK_TO_SHOWCASE })).toHaveAttribute(
      "href",
      SHOWCASE_PATH,
    );
  });
});

describe("RecipePage with a fridge chosen on /recipes", () => {
  afterEach(() => window.localStorage.clear());

  it("says how many ingredients the visitor has and marks them", async () => {
    storeFridge(window.localStorage, { have: ["aubergine"], countStaples: true });
    await renderPage(fullNode);
    // The marking code is fetched on its own: its first load may take a moment on a busy machine.
    expect(await screen.findByText(youHave(2, 3), {}, { timeout: 5000 })).toBeInTheDocument();
    const items = within(screen.getByRole("region", { name: "Ingredients" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent?.endsWith(HAD_MARK))).toEqual([false, true, true]);
  });

  it("says nothing of a fridge the visitor has not filled", async () => {
    await renderPage(fullNode);
    expect(screen.queryByText(/^You have/)).not.toBeInTheDocument();
  });
});

describe("recipeFacts", () => {
  it("shows only the times it knows, and a total only when both parts are known", () => {
    expect(recipeFacts(full, en.recipePage)).toEqual([
      { label: "Prep", value: "30 min" },
      { label: "Cook", value: "1 hr" },
      { label: "Total", value: "1 hr 30 min" },
      { label: "Serves", value: "4" },
    ]);
    expect(recipeFacts({ ...bare, cookTime: 20 }, en.recipePage)).toEqual([
      { label: "Cook", value: "20 min" },
    ]);
  });
});

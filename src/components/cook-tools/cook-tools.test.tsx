import React from "react";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RECIPE_EVENT_NAMES } from "../../analytics/recipe-events";
import type { RecipeDetailsNode } from "../../recipes/recipe-details";
import { toScalableLines } from "../../recipes/scaling/ingredient-amounts";
import { SERVES_PARAM } from "../../recipes/scaling/servings";
import { makeRecipeNode } from "../../test-utils/make-recipe";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { storeFridge } from "../../fridge/fridge-state";
import { youHave } from "../../fridge/you-have";
import { HAD_MARK } from "../recipe-page/recipe-page-text";
import { CookMethod, SCALED_SETTLE_MS } from "./cook-tools";
import {
  CLEAR_TICKS,
  SCALE_LABEL,
  FEWER_SERVINGS,
  KEEP_SCREEN_ON,
  MORE_SERVINGS,
  PRINT,
  SCREEN_LOCK_EXPIRED,
  SCREEN_LOCK_REFUSED,
} from "./cook-tools-text";
import { checklistKey } from "./use-checklist";
import { WAKE_LOCK_LIMIT_MS } from "./use-wake-lock";

const recipe = makeRecipeNode({
  slug: "lemon-spaghetti",
  recipeName: "Lemon Spaghetti",
  servings: 2,
  ingredients: ["1 lemon", "200 g spaghetti", "2 tbsp olive oil", "Salt, to taste"],
  parsedIngredients: [
    { key: "lemon", staple: false },
    { key: "spaghetti", staple: false },
    { key: "olive-oil", staple: true },
    { key: "salt", staple: true },
  ],
  steps: ["Boil the pasta.", "Zest the lemon.", "Toss together."],
});

const PATH = "/recipes/lemon-spaghetti";

const renderTools = (node: RecipeDetailsNode = recipe, analytics = makeAnalytics()) =>
  renderWithAnalytics(
    <CookMethod recipe={node} amounts={toScalableLines(node.ingredients)} />,
    analytics,
  );

const ingredientTexts = () =>
  within(screen.getByRole("region", { name: "Ingredients" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

type Sentinel = { released: boolean; release: jest.Mock };

const stubWakeLock = (request: jest.Mock) =>
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });

const grantingRequest = () => {
  const sentinels: Sentinel[] = [];
  const request = jest.fn(async () => {
    const sentinel: Sentinel = {
      released: false,
      release: jest.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  return { request, sentinels };
};

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", PATH);
  delete (navigator as unknown as { wakeLock?: unknown }).wakeLock;
});

describe("what the visitor has", () => {
  afterEach(() => localStorage.clear());

  it("says how many ingredients this browser's fridge has, and marks those lines", async () => {
    storeFridge(localStorage, { have: ["lemon"], countStaples: true });
    renderTools();
    expect(await screen.findByText(youHave(3, 4))).toBeVisible();
    expect(ingredientTexts().filter((text) => text?.endsWith(HAD_MARK))).toHaveLength(3);
  });

  it("says nothing while the fridge is empty", () => {
    renderTools();
    expect(screen.queryByText(/You have/)).toBeNull();
  });
});

describe("checklists", () => {
  it("gives every ingredient and step a real, labelled checkbox, ticked by keyboard", async () => {
    const user = userEvent.setup();
    renderTools();
    expect(screen.getByRole("checkbox", { name: "1 lemon" })).not.toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(
      recipe.ingredients.length + recipe.steps.length,
    );
    screen.getByRole("checkbox", { name: "1 lemon" }).focus();
    await user.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: "1 lemon" })).toBeChecked();
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "200 g spaghetti" })).toHaveFocus();
  });

  it("shows a ticked step done and the next one highlighted", async () => {
    const user = userEvent.setup();
    renderTools();
    const steps = within(screen.getByRole("region", { name: "Method" })).getAllByRole("listitem");
    expect(steps.some((step) => step.hasAttribute("aria-current"))).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "Boil the pasta." }));
    expect(within(steps[0] as HTMLElement).getByRole("checkbox")).toBeChecked();
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    await user.click(screen.getByRole("checkbox", { name: "Zest the lemon." }));
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(steps.filter((step) => step.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("keeps the ticks for this recipe while the tab is open, and clears them", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTools();
    expect(screen.getByRole("button", { name: CLEAR_TICKS })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "200 g spaghetti" }));
    await user.click(screen.getByRole("checkbox", { name: "Zest the lemon." }));
    expect(JSON.parse(window.sessionStorage.getItem(checklistKey(recipe.slug)) ?? "")).toEqual({
      ingredients: [1],
      steps: [1],
    });
    unmount();

    renderTools();
    expect(screen.getByRole("checkbox", { name: "200 g spaghetti" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Zest the lemon." })).toBeChecked();
    await user.click(screen.getByRole("button", { name: CLEAR_TICKS }));
    expect(
      screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    expect(window.sessionStorage.getItem(checklistKey(recipe.slug))).toBeNull();
  });

  it("still works when the browser refuses storage", async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    renderTools();
    await user.click(screen.getByRole("checkbox", { name: "1 lemon" }));
    expect(screen.getByRole("checkbox", { name: "1 lemon" })).toBeChecked();
    setItem.mockRestore();
  });
});

describe("servings", () => {
  it("rescales every amount, leaves lines without one alone, and puts the servings in the address", async () => {
    const user = userEvent.setup();
    renderTools();
    expect(ingredientTexts()).toEqual(recipe.ingredients);
    await user.click(screen.getByRole("button", { name: "Double the recipe" }));
    await waitFor(() => expect(ingredientTexts()[0]).toBe("2 lemons"));
    expect(ingredientTexts()).toEqual([
      "2 lemons",
      "400 g spaghetti",
      "4 tbsp olive oil",
      "Salt, to taste",
    ]);
    expect(window.location.search).toBe(`?${SERVES_PARAM}=4`);
    expect(screen.getByRole("button", { name: "Double the recipe" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: FEWER_SERVINGS }));
    expect(screen.getByRole("group", { name: SCALE_LABEL })).toHaveTextContent("3");
    expect(ingredientTexts()[0]).toBe("1½ lemons");
    await user.click(screen.getByRole("button", { name: "The recipe as written" }));
    expect(ingredientTexts()).toEqual(recipe.ingredients);
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe(PATH);
  });

  it("opens at the servings a shared address carries", async () => {
    window.history.replaceState(null, "", `${PATH}?${SERVES_PARAM}=1`);
    renderTools();
    await waitFor(() =>
      expect(ingredientTexts().slice(0, 2)).toEqual(["½ lemon", "100 g spaghetti"]),
    );
    expect(screen.getByRole("button", { name: FEWER_SERVINGS })).toBeDisabled();
  });

  it("records one Recipe Scaled with the servings settled on", async () => {
    jest.useFakeTimers();
    const analytics = makeAnalytics();
    renderTools(recipe, analytics);
    for (let press = 0; press < 2; press += 1) {
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: MORE_SERVINGS }));
      });
    }
    act(() => jest.advanceTimersByTime(SCALED_SETTLE_MS));
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith({
      name: RECIPE_EVENT_NAMES.recipeScaled,
      properties: { recipe_slug: recipe.slug, servings: 4 },
    });
    jest.useRealTimers();
  });

  it("offers no servings control for a recipe that does not say how many it serves", () => {
    renderTools({ ...recipe, servings: null });
    expect(screen.queryByRole("group", { name: SCALE_LABEL })).toBeNull();
    expect(ingredientTexts()).toEqual(recipe.ingredients);
  });
});

describe("Keep screen on", () => {
  it("is not offered where the Screen Wake Lock API does not exist", () => {
    renderTools();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("takes the lock, takes it again when the visitor returns, and releases it when off", async () => {
    const user = userEvent.setup();
    const { request, sentinels } = grantingRequest();
    stubWakeLock(request);
    const analytics = makeAnalytics();
    renderTools(recipe, analytics);
    const toggle = screen.getByRole("switch", { name: KEEP_SCREEN_ON });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    expect(request).toHaveBeenCalledWith("screen");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(analytics.track).toHaveBeenCalledWith({
      name: RECIPE_EVENT_NAMES.cookModeStarted,
      properties: { recipe_slug: recipe.slug },
    });

    // The browser drops the lock while the tab is hidden.
    sentinels[0]!.released = true;
    setVisibility("hidden");
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility("visible"));
    expect(request).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveAttribute("aria-checked", "true");

    await user.click(toggle);
    expect(sentinels[1]!.release).toHaveBeenCalled();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await act(async () => setVisibility("visible"));
    expect(request).toHaveBeenCalledTimes(2);
    expect(analytics.track).toHaveBeenCalledTimes(1);
  });

  it("says so when the lock is refused", async () => {
    const user = userEvent.setup();
    stubWakeLock(jest.fn(() => Promise.reject(new DOMException("No", "NotAllowedError"))));
    const analytics = makeAnalytics();
    renderTools(recipe, analytics);
    await user.click(screen.getByRole("switch", { name: KEEP_SCREEN_ON }));
    expect(screen.getByText(SCREEN_LOCK_REFUSED)).toHaveAttribute("role", "status");
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "false");
    expect(analytics.track).not.toHaveBeenCalled();
  });

  it("lets the screen sleep again after 2 hours, and says so", async () => {
    jest.useFakeTimers();
    const { request, sentinels } = grantingRequest();
    stubWakeLock(request);
    renderTools();
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: KEEP_SCREEN_ON }));
    });
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    act(() => jest.advanceTimersByTime(WAKE_LOCK_LIMIT_MS));
    expect(sentinels[0]!.release).toHaveBeenCalled();
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "false");
    expect(screen.getByText(SCREEN_LOCK_EXPIRED)).toHaveAttribute("role", "status");
    jest.useRealTimers();
  });
});

describe("printing", () => {
  it("prints from the button and records Recipe Printed however the page is printed", async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, "print").mockImplementation(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    const analytics = makeAnalytics();
    renderTools(recipe, analytics);
    await user.click(screen.getByRole("button", { name: PRINT }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("beforeprint"));
    expect(analytics.track).toHaveBeenCalledTimes(2);
    expect(analytics.track).toHaveBeenCalledWith({
      name: RECIPE_EVENT_NAMES.recipePrinted,
      properties: { recipe_slug: recipe.slug },
    });
    print.mockRestore();
  });
});

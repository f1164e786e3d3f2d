import type { Page } from "@playwright/test";
import { TOOLS_LABEL } from "../src/components/cook-tools/cook-tools-text";
import { RECIPES, expect, waitForHydration } from "./fixtures";

/** The recipe page the cooking tools' tests open, and how they wait for its tools. */

/** Serves 4, with "2 lemons" and "½ tsp black pepper" among its lines. */
const RECIPE_NAME = "Lemon Herb Roast Chicken";
const FOUND = RECIPES.find((recipe) => recipe.recipeName === RECIPE_NAME);
if (!FOUND) throw new Error(`${RECIPE_NAME} is not in the data file`);
export const RECIPE = FOUND;
export const ROUTE = RECIPE.path;
export const INGREDIENTS = RECIPE.ingredients ?? [];
/** Idle wait plus a chunk fetch on a busy machine. */
export const TOOLS_TIMEOUT_MS = 15_000;

export const tools = (page: Page) => page.getByRole("group", { name: TOOLS_LABEL });

/** The tools arrive once the page is idle, with no move from the visitor. */
export const showTools = async (page: Page) => {
  await expect(tools(page)).toBeVisible({ timeout: TOOLS_TIMEOUT_MS });
};

export const openWithTools = async (page: Page, route = ROUTE) => {
  await page.goto(route);
  await waitForHydration(page);
  await showTools(page);
};

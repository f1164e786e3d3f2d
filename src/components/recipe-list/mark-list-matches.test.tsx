import React from "react";
import { render, screen } from "@testing-library/react";
import { cardMatches } from "../../fridge/list-matches";
import { makeRecipe } from "../../test-utils/make-recipe";
import { RecipeCard } from "../recipe-card/recipe-card";
import { markListMatches, withMatchSaid } from "./mark-list-matches";
import { en } from "../../i18n/dictionaries";

const WORDS = { staples: [], youHave: en.recipeList.youHave };

const cards = [
  { path: "/recipes/shakshuka", keys: ["egg", "tomato", "onion", "salt"] },
  { path: "/recipes/toast", keys: ["bread", "butter"] },
];

const drawList = () =>
  render(
    <>
      <RecipeCard recipe={makeRecipe()} ingredients={4} />
      <RecipeCard
        recipe={makeRecipe({ id: "t", name: "Toast", path: "/recipes/toast" })}
        ingredients={2}
      />
    </>,
  );

describe("cardMatches", () => {
  it("counts each card's ingredients the visitor has, staples when the switch is on", () => {
    const fridge = { have: ["egg", "bread"], countStaples: false };
    expect(cardMatches(cards, fridge, ["salt"])?.get("/recipes/shakshuka")).toEqual({
      have: 1,
      total: 4,
    });
    expect(
      cardMatches(cards, { ...fridge, countStaples: true }, ["salt"])?.get("/recipes/shakshuka"),
    ).toEqual({ have: 2, total: 4 });
    expect(cardMatches(cards, { have: [], countStaples: true }, ["salt"])).toBeNull();
  });
});

describe("markListMatches", () => {
  it("shows the live match in place of the count, and the count again when nothing is chosen", () => {
    drawList();
    const matches = cardMatches(cards, { have: ["egg", "bread"], countStaples: false }, []);
    markListMatches(document, matches, WORDS);
    expect(screen.getByText("1/4")).toBeVisible();
    expect(screen.getByRole("link", { name: /^Shakshuka/ })).toHaveAccessibleName(
      "Shakshuka by Marcus Bell, you have 1 of 4 ingredients",
    );
    expect(screen.getByRole("link", { name: /^Toast/ })).toHaveAccessibleName(
      "Toast by Marcus Bell, you have 1 of 2 ingredients",
    );

    markListMatches(document, null, WORDS);
    expect(screen.queryByText("1/4")).not.toBeInTheDocument();
    expect(screen.getByText("4 ingredients")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Shakshuka/ })).toHaveAccessibleName(
      "Shakshuka by Marcus Bell, 4 ingredients",
    );
  });

  it("says the match anew after the last comma of a name that has its own", () => {
    expect(withMatchSaid("Mac, Cheese by A, 4 ingredients", "you have 2 of 4 ingredients")).toBe(
      "Mac, Cheese by A, you have 2 of 4 ingredients",
    );
  });
});

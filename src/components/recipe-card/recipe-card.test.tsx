import React from "react";
import { render, screen } from "@testing-library/react";
import { KITCHEN_MATCH_WORDS } from "../../recipes/fraction";
import { makeRecipe } from "../../test-utils/make-recipe";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { RecipeCard } from "./recipe-card";

describe("RecipeCard", () => {
  it("shows the name, the author and the match beside a fridge icon", () => {
    const { container } = render(<RecipeCard recipe={makeRecipe()} />);
    expect(screen.getByRole("heading", { name: /^Shakshuka by Marcus Bell/ })).toBeInTheDocument();
    expect(screen.getByText("by Marcus Bell")).toBeInTheDocument();
    const match = screen.getByText(/^7\/10\b/);
    expect(match.querySelector(`use[href="#${SPRITE_ART.fridge.id}"]`)).not.toBeNull();
    expect(container.querySelector("svg[aria-hidden='true']")).toBeInTheDocument();
  });

  it("says beside the fraction what it counts, so it does not read as a rating", () => {
    render(<RecipeCard recipe={makeRecipe()} />);
    expect(screen.getByText(`7/10 ${KITCHEN_MATCH_WORDS}`)).toBeInTheDocument();
  });

  it("tells screen readers what the fraction means, once, in the link's name", () => {
    render(<RecipeCard recipe={makeRecipe({ match: { have: 10, total: 10 } })} />);
    expect(screen.getByText(/^10\/10\b/).closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByRole("link")).toHaveAccessibleName(
      /10 of 10 ingredients most kitchens have/,
    );
  });

  it("is one link to the recipe's page, named as a sentence", () => {
    render(<RecipeCard recipe={makeRecipe({ match: { have: 10, total: 10 } })} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/recipes/shakshuka");
    expect(links[0]).toHaveAccessibleName(
      "Shakshuka by Marcus Bell, 10 of 10 ingredients most kitchens have",
    );
  });

  it("renders the recipe's image as decoration beside its name", () => {
    const recipe = makeRecipe();
    const { container } = render(<RecipeCard recipe={recipe} />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", recipe.image.images.fallback?.src);
    expect(image).toHaveAttribute("alt", "");
  });
});

describe("RecipeCard on the recipe list", () => {
  it("counts the recipe's ingredients instead of showing the sample fraction", () => {
    render(<RecipeCard recipe={makeRecipe()} ingredients={10} />);
    expect(screen.getByText("10 ingredients")).toBeInTheDocument();
    expect(screen.queryByText(/7\/10/)).not.toBeInTheDocument();
    expect(screen.getByRole("link")).toHaveAccessibleName(
      "Shakshuka by Marcus Bell, 10 ingredients",
    );
  });
});

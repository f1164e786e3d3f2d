import React from "react";
import { render, screen } from "@testing-library/react";
import { makeRecipe } from "../../test-utils/make-recipe";
import { RecipeCard } from "./recipe-card";

describe("RecipeCard", () => {
  it("shows the name, the author and the match beside a fridge icon", () => {
    const { container } = render(<RecipeCard recipe={makeRecipe()} />);
    expect(screen.getByRole("heading", { name: "Shakshuka" })).toBeInTheDocument();
    expect(screen.getByText("by Marcus Bell")).toBeInTheDocument();
    expect(screen.getByText("7/10")).toBeInTheDocument();
    expect(container.querySelector("svg[aria-hidden='true']")).toBeInTheDocument();
  });

  it("tells screen readers what the fraction means", () => {
    render(<RecipeCard recipe={makeRecipe({ match: { have: 10, total: 10 } })} />);
    expect(screen.getByText("10/10")).toHaveAttribute("aria-hidden", "true");
    expect(
      screen.getByText("You have 10 of the 10 ingredients in your fridge"),
    ).toBeInTheDocument();
  });

  it("renders the recipe's image as decoration beside its name", () => {
    const { container } = render(<RecipeCard recipe={makeRecipe()} />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", "/shakshuka.jpg");
    expect(image).toHaveAttribute("alt", "");
  });
});

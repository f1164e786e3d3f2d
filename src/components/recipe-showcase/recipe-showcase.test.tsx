import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeRecipe } from "../../test-utils/make-recipe";
import { RecipeShowcase, SHOWCASE_HEADING, SHOWCASE_SUBHEADING } from "./recipe-showcase";

const recipes = Array.from({ length: 24 }, (_, i) =>
  makeRecipe({ id: `r${i}`, name: `Recipe ${i}` }),
);

describe("RecipeShowcase", () => {
  it("shows the headings and two rows that each hold half the recipes", () => {
    render(<RecipeShowcase recipes={recipes} />);
    expect(screen.getByRole("heading", { name: SHOWCASE_HEADING })).toBeInTheDocument();
    expect(screen.getByText(SHOWCASE_SUBHEADING)).toBeInTheDocument();
    const rows = screen.getAllByRole("region", { name: /^Recipes,/ });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).getAllByRole("listitem")).toHaveLength(12);
    }
  });

  it("shows every recipe exactly once to assistive technology", () => {
    render(<RecipeShowcase recipes={recipes} />);
    const names = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect([...names].sort()).toEqual(recipes.map((r) => r.name).sort());
  });

  it("triples each row, hiding the copies and taking them out of the tab order", () => {
    const { container } = render(<RecipeShowcase recipes={recipes} />);
    const lists = container.querySelectorAll("ul");
    expect(lists).toHaveLength(6);
    const copies = container.querySelectorAll("ul[aria-hidden='true'][inert]");
    expect(copies).toHaveLength(4);
    expect(container.querySelectorAll("li")).toHaveLength(72);
  });

  it("toggles the motion with a labelled button", async () => {
    const user = userEvent.setup();
    render(<RecipeShowcase recipes={recipes} />);
    const pause = screen.getByRole("button", { name: "Pause showcase" });
    expect(pause).toHaveAttribute("aria-pressed", "false");
    await user.click(pause);
    expect(screen.getByRole("button", { name: "Play showcase" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("works with a single recipe", () => {
    render(<RecipeShowcase recipes={recipes.slice(0, 1)} />);
    expect(screen.getAllByRole("region", { name: /^Recipes,/ })).toHaveLength(1);
  });
});

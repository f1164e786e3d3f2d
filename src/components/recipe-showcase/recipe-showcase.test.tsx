import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeRecipe } from "../../test-utils/make-recipe";
import { LOOP_COPIES } from "../../recipes/split-rows";
import { RecipeShowcase, SHOWCASE_HEADING, SHOWCASE_SUBHEADING } from "./recipe-showcase";
import { SHOWCASE_ID } from "./showcase-anchor";

const recipes = Array.from({ length: 24 }, (_, i) =>
  makeRecipe({ id: `r${i}`, name: `Recipe ${i}`, path: `/recipes/recipe-${i}` }),
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

  it("repeats each row LOOP_COPIES times, hiding the copies and their links", () => {
    const { container } = render(<RecipeShowcase recipes={recipes} />);
    expect(container.querySelectorAll("ul")).toHaveLength(2 * LOOP_COPIES);
    const copies = container.querySelectorAll("ul[aria-hidden='true'][inert]");
    expect(copies).toHaveLength(2 * (LOOP_COPIES - 1));
    expect(container.querySelectorAll("li")).toHaveLength(recipes.length * LOOP_COPIES);
    copies.forEach((copy) =>
      expect(within(copy as HTMLElement).queryAllByRole("link")).toEqual([]),
    );
  });

  it("tells the CSS loop how many copies there are", () => {
    const { container } = render(<RecipeShowcase recipes={recipes} />);
    const tracks = container.querySelectorAll<HTMLElement>("[role='region'] > div");
    tracks.forEach((track) =>
      expect(track.style.getPropertyValue("--copies")).toBe(String(LOOP_COPIES)),
    );
  });

  it("links every recipe once, to its own page, and can be linked to", () => {
    const { container } = render(<RecipeShowcase recipes={recipes} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href")).sort()).toEqual(
      recipes.map((r) => r.path).sort(),
    );
    expect(container.querySelector(`section#${SHOWCASE_ID}`)).toBeInTheDocument();
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

import React, { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { onArrivalPage } from "../../app/arrival-page";
import { toRecipe, type RecipeNode } from "../../recipes/recipe";
import { makePhoto } from "../../test-utils/make-recipe";
import { shuffle } from "../../recipes/shuffle";
import { LOOP_COPIES } from "../../recipes/split-rows";
import { en } from "../../i18n/dictionaries";
import { RecipeShowcase } from "./recipe-showcase";
import { SHOWCASE_ID } from "./showcase-anchor";

const { heading: SHOWCASE_HEADING, subheading: SHOWCASE_SUBHEADING } = en.showcase;

jest.mock("../../app/arrival-page", () => ({ onArrivalPage: jest.fn(() => false) }));

/** The home page's query result: 24 recipes, and the showcase list naming them. */
const nodes: RecipeNode[] = Array.from({ length: 24 }, (_, i) => ({
  id: `r${i}`,
  slug: `recipe-${i}`,
  recipeName: `Recipe ${i}`,
  author: "Marcus Bell",
  ingredientAmount: "7/10",
  languages: ["en"],
  image: { childImageSharp: { gatsbyImageData: makePhoto(`recipe-${i}`) } },
}));
const showcase = nodes.map((node) => node.slug);
const recipes = nodes.map((node) => toRecipe(node));

/** Drawn after a move within the site: the rows come from their own chunk. */
const renderShowcase = async (slugs: readonly string[] = showcase) => {
  const rendered = render(<RecipeShowcase nodes={nodes} showcase={slugs} />);
  await screen.findAllByRole("region", { name: /^Recipes,/ });
  return rendered;
};

const cardNames = (root: ParentNode) =>
  Array.from(root.querySelectorAll("ul:not([aria-hidden]) h3"), (h) => h.textContent);

describe("RecipeShowcase", () => {
  it("shows the headings and two rows that each hold half the recipes", async () => {
    await renderShowcase();
    expect(screen.getByRole("heading", { name: SHOWCASE_HEADING })).toBeInTheDocument();
    expect(screen.getByText(SHOWCASE_SUBHEADING)).toBeInTheDocument();
    const rows = screen.getAllByRole("region", { name: /^Recipes,/ });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).getAllByRole("listitem")).toHaveLength(12);
    }
  });

  it("shows every recipe exactly once to assistive technology", async () => {
    await renderShowcase();
    const names = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect([...names].sort()).toEqual(recipes.map((r) => r.name).sort());
  });

  it("repeats each row LOOP_COPIES times, hiding the copies and their links", async () => {
    const { container } = await renderShowcase();
    expect(container.querySelectorAll("ul")).toHaveLength(2 * LOOP_COPIES);
    const copies = container.querySelectorAll("ul[aria-hidden='true'][inert]");
    expect(copies).toHaveLength(2 * (LOOP_COPIES - 1));
    expect(container.querySelectorAll("li")).toHaveLength(recipes.length * LOOP_COPIES);
    copies.forEach((copy) =>
      expect(within(copy as HTMLElement).queryAllByRole("link")).toEqual([]),
    );
  });

  it("tells the CSS loop how many copies there are", async () => {
    const { container } = await renderShowcase();
    const tracks = container.querySelectorAll<HTMLElement>("[role='region'] > div");
    tracks.forEach((track) =>
      expect(track.style.getPropertyValue("--copies")).toBe(String(LOOP_COPIES)),
    );
  });

  it("links every recipe once, to its own page, and can be linked to", async () => {
    const { container } = await renderShowcase();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href")).sort()).toEqual(
      recipes.map((r) => r.path).sort(),
    );
    expect(container.querySelector(`section#${SHOWCASE_ID}`)).toBeInTheDocument();
  });

  it("toggles the motion with a labelled button", async () => {
    const user = userEvent.setup();
    await renderShowcase();
    const pause = screen.getByRole("button", { name: en.showcase.pause });
    expect(pause).toHaveAttribute("aria-pressed", "false");
    await user.click(pause);
    expect(screen.getByRole("button", { name: en.showcase.play })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("works with a single recipe", async () => {
    await renderShowcase(showcase.slice(0, 1));
    expect(screen.getAllByRole("region", { name: /^Recipes,/ })).toHaveLength(1);
  });
});

describe("RecipeShowcase on the page the visitor arrived on", () => {
  /** The page as the server wrote it: the rows drawn inside the kept wrapper, in the given order. */
  const serverMarkup = async () => {
    // React's server renderer for browsers needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder: (await import("node:util")).TextEncoder });
    const { renderToString } = await import("react-dom/server");
    const { ShowcaseRows } = await import("./showcase-rows");
    jest.mocked(onArrivalPage).mockReturnValue(true);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RecipeShowcase nodes={nodes} showcase={showcase} />);
    const wrapper = container.querySelector("section > div:last-child");
    if (!wrapper) throw new Error("no wrapper for the rows");
    wrapper.innerHTML = renderToString(<ShowcaseRows nodes={nodes} showcase={showcase} />);
    document.body.append(container);
    return container;
  };

  afterEach(() => {
    jest.mocked(onArrivalPage).mockReturnValue(false);
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  it("keeps the server's cards, moves them into the visitor's own order and starts the loop", async () => {
    const container = await serverMarkup();
    expect(cardNames(container)).toEqual(recipes.map((recipe) => recipe.name));
    const errors = jest.spyOn(console, "error");
    jest.spyOn(Math, "random").mockReturnValue(0);
    jest.useFakeTimers();
    await act(async () => {
      hydrateRoot(container, <RecipeShowcase nodes={nodes} showcase={showcase} />);
    });
    expect(errors).not.toHaveBeenCalled();
    // The order is the visitor's at once; the copies come later, in tasks of their own (a row at
    // a time as each comes near the screen: kept-rows.test.ts; jsdom has no IntersectionObserver).
    const tracks = Array.from(container.querySelectorAll("[role='region'] > div"));
    expect(tracks.map((track) => track.hasAttribute("data-looped"))).toEqual([false, false]);
    jest.runAllTimers();
    expect(tracks.map((track) => track.hasAttribute("data-looped"))).toEqual([true, true]);
    jest.useRealTimers();

    const rows = screen.getAllByRole("region", { name: /^Recipes,/ });
    expect(rows.map((row) => cardNames(row).length)).toEqual([12, 12]);
    const names = cardNames(container);
    const given = recipes.map((recipe) => recipe.name);
    expect(names).toEqual(shuffle(given, () => 0));
    expect(names).not.toEqual(given);
    // Every card keeps its own photo and link as it moves.
    for (const card of container.querySelectorAll("ul:not([aria-hidden]) article")) {
      const name = card.querySelector("h3")?.textContent ?? "";
      const recipe = recipes.find((r) => r.name === name);
      expect(card.querySelector("a")?.getAttribute("href")).toBe(recipe?.path);
    }
    for (const row of rows) {
      const [track] = Array.from(row.children);
      expect(track).toHaveAttribute("data-looped");
      const lists = Array.from(row.querySelectorAll("ul"), (list) =>
        Array.from(list.querySelectorAll("h3"), (h) => h.textContent),
      );
      expect(lists).toHaveLength(LOOP_COPIES);
      for (const copy of lists.slice(1)) expect(copy).toEqual(lists[0]);
    }
  });

  it("follows a card's link within the site", async () => {
    const container = await serverMarkup();
    await act(async () => {
      hydrateRoot(container, <RecipeShowcase nodes={nodes} showcase={showcase} />);
    });
    jest.mocked(navigate).mockClear();
    const link = within(screen.getAllByRole("region")[0] as HTMLElement).getAllByRole("link")[0];
    link?.click();
    expect(navigate).toHaveBeenCalledWith(link?.getAttribute("href"));
  });
});

import { RECIPES_PER_PAGE } from "./constants";
import { listNavigation } from "./list-navigation";
import { LIST_PAGE_SLUG, recipeListPath, recipeListPages } from "./list-pages";
import { RECIPES_PATH, recipePath } from "./slug";

const slugs = (count: number) => Array.from({ length: count }, (_, index) => `r${index}`);

describe("recipeListPages", () => {
  it("makes one page when the recipes fit on it", () => {
    expect(recipeListPages(slugs(RECIPES_PER_PAGE))).toEqual([
      {
        path: `${RECIPES_PATH}/`,
        context: { slugs: slugs(RECIPES_PER_PAGE), page: 1, pageCount: 1 },
      },
    ]);
  });

  it("numbers the pages after the first, each with the next recipes in the order given", () => {
    const pages = recipeListPages(slugs(2400));
    expect(pages).toHaveLength(2400 / RECIPES_PER_PAGE);
    expect(pages[1]).toEqual({
      path: recipeListPath(2),
      context: {
        slugs: slugs(2400).slice(RECIPES_PER_PAGE, 2 * RECIPES_PER_PAGE),
        page: 2,
        pageCount: 200,
      },
    });
    expect(pages.at(-1)?.context.slugs.at(-1)).toBe("r2399");
  });

  it("still makes the first page with no recipes", () => {
    expect(recipeListPages([])).toHaveLength(1);
  });
});

describe("listNavigation", () => {
  it("links back and on, and marks the current page", () => {
    const nav = listNavigation({ page: 2, pageCount: 3 });
    expect(nav.previous).toBe(`${RECIPES_PATH}/`);
    expect(nav.next).toBe(recipeListPath(3));
    expect(nav.pages.filter((entry) => entry.current)).toEqual([
      { page: 2, path: recipeListPath(2), current: true, afterGap: false },
    ]);
  });

  it("numbers the first, the last and the current page's neighbours", () => {
    const nav = listNavigation({ page: 100, pageCount: 200 });
    expect(nav.pages.map(({ page, afterGap }) => [page, afterGap])).toEqual([
      [1, false],
      [99, true],
      [100, false],
      [101, false],
      [200, true],
    ]);
  });

  it("has no previous on the first page and no next on the last", () => {
    expect(listNavigation({ page: 1, pageCount: 1 })).toMatchObject({ previous: null, next: null });
  });
});

describe("recipeListPath", () => {
  it("starts the list at the recipes path and numbers the pages after it", () => {
    expect(recipeListPath(1)).toBe(`${RECIPES_PATH}/`);
    expect(recipeListPath(2)).toBe(recipePath("2"));
  });

  it("gives list pages addresses no recipe slug can take", () => {
    expect(LIST_PAGE_SLUG.test("2")).toBe(true);
    expect(LIST_PAGE_SLUG.test("2-eggs")).toBe(false);
  });
});

import { inListOrder, listCards, type ListNode } from "./list-node";

const node = (slug: string, languages: string[]) =>
  ({ slug, languages, ingredientKeys: ["egg"] }) as unknown as ListNode;

describe("inListOrder", () => {
  it("puts a page's recipes back in the order its slugs give, whatever order they came in", () => {
    const nodes = [{ slug: "tacos" }, { slug: "caprese-salad" }, { slug: "dal" }];
    expect(inListOrder(nodes, ["caprese-salad", "dal", "tacos"])).toEqual([
      { slug: "caprese-salad" },
      { slug: "dal" },
      { slug: "tacos" },
    ]);
    expect(nodes[0]).toEqual({ slug: "tacos" });
  });
});

describe("listCards", () => {
  it("names each card by the page it links: a translated recipe's there, any other's English", () => {
    const nodes = [node("caprese-salad", ["en", "de"]), node("dal", ["en"])];
    expect(listCards(nodes, "de").map(({ path }) => path)).toEqual([
      "/de/recipes/caprese-salad/",
      "/recipes/dal/",
    ]);
    expect(listCards(nodes, "en").map(({ path }) => path)).toEqual([
      "/recipes/caprese-salad/",
      "/recipes/dal/",
    ]);
  });
});

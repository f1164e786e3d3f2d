import { byRecipeName, neighbours } from "./neighbours";

const recipes = ["A", "B", "C"].map((name) => ({ name, path: `/recipes/${name}`, id: name }));

describe("neighbours", () => {
  it("links each recipe to the one before and after it", () => {
    expect(neighbours(recipes, 1)).toEqual({
      previous: { name: "A", path: "/recipes/A" },
      next: { name: "C", path: "/recipes/C" },
    });
  });

  it("wraps around at both ends", () => {
    expect(neighbours(recipes, 0).previous?.name).toBe("C");
    expect(neighbours(recipes, 2).next?.name).toBe("A");
  });

  it("gives a lone recipe no neighbours, and two recipes each other", () => {
    expect(neighbours(recipes.slice(0, 1), 0)).toEqual({ previous: null, next: null });
    expect(neighbours(recipes.slice(0, 2), 0)).toEqual({
      previous: { name: "B", path: "/recipes/B" },
      next: { name: "B", path: "/recipes/B" },
    });
  });
});

describe("byRecipeName", () => {
  it("orders by name, ignoring case and accents", () => {
    const links = ["shakshuka", "Crème brûlée", "caprese salad"].map((name) => ({
      name,
      path: `/recipes/${name}`,
    }));
    expect([...links].sort(byRecipeName).map(({ name }) => name)).toEqual([
      "caprese salad",
      "Crème brûlée",
      "shakshuka",
    ]);
  });
});

import { byRecipeName, byRecipeNameIn, neighbours } from "./neighbours";

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

describe("byRecipeNameIn", () => {
  const links = (...names: string[]) =>
    names.map((name) => ({ name, path: `/recipes/${name.toLowerCase()}/` }));
  const sorted = (language: "en" | "de" | "es", ...names: string[]) =>
    links(...names)
      .sort(byRecipeNameIn(language))
      .map(({ name }) => name);

  it("orders by the names in the page's language, as its readers look one up", () => {
    // Spanish has ñ as a letter of its own, after n; English reads it as an n.
    expect(sorted("es", "Ñoquis", "Nueces", "Olla")).toEqual(["Nueces", "Ñoquis", "Olla"]);
    expect(sorted("en", "Ñoquis", "Nueces", "Olla")).toEqual(["Ñoquis", "Nueces", "Olla"]);
    // German puts Ä with A, never after Z as code points would.
    expect(sorted("de", "Zucchinipuffer", "Äpfelkuchen", "Brot")).toEqual([
      "Äpfelkuchen",
      "Brot",
      "Zucchinipuffer",
    ]);
  });

  it("is byRecipeName in English", () => {
    const names = ["shakshuka", "Crème brûlée", "caprese salad", "Ñoquis", "Nut loaf"];
    expect(links(...names).sort(byRecipeNameIn("en"))).toEqual(links(...names).sort(byRecipeName));
  });
});

import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Recipe } from "../recipes/recipe";

export const makeRecipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: "r1",
  name: "Shakshuka",
  author: "Marcus Bell",
  match: { have: 7, total: 10 },
  image: {
    layout: "constrained",
    width: 288,
    height: 216,
    images: { fallback: { src: "/shakshuka.jpg" } },
  } as IGatsbyImageData,
  path: "/recipes/shakshuka",
  ...overrides,
});

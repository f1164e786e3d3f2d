import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cardImageUrl, toIndexRecipe } from "./build-index";

const image = (sources: { type: string; srcSet: string }[]): IGatsbyImageData => ({
  layout: "constrained",
  width: 288,
  height: 216,
  images: { fallback: { src: "/static/a/b/shakshuka.jpg" }, sources },
});

describe("cardImageUrl", () => {
  it("takes the smallest WebP of the card", () => {
    expect(
      cardImageUrl(
        image([
          { type: "image/avif", srcSet: "/static/a/1/s.avif 288w,\n/static/a/2/s.avif 432w" },
          { type: "image/webp", srcSet: "/static/a/3/s.webp 288w,\n/static/a/4/s.webp 432w" },
        ]),
      ),
    ).toBe("/static/a/3/s.webp");
  });

  it("falls back to the card's fallback source", () => {
    expect(cardImageUrl(image([]))).toBe("/static/a/b/shakshuka.jpg");
  });
});

describe("toIndexRecipe", () => {
  it("refuses a recipe without a processed photo", () => {
    expect(() =>
      toIndexRecipe({
        slug: "s",
        recipeName: "S",
        ingredientKeys: [],
        image: { childImageSharp: null },
      }),
    ).toThrow('Recipe "S" has no processed image');
  });
});

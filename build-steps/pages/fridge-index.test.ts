import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cardImageUrl, toIndexRecipe } from "./fridge-index";

const image = (srcSet?: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 1200,
  height: 900,
  images: {
    fallback: { src: "/static/a/2/s.jpg", srcSet },
    sources: [{ type: "image/avif", srcSet: "/static/a/3/s.avif 576w,\n/static/a/4/s.avif 1200w" }],
  },
});

describe("cardImageUrl", () => {
  it("takes the smallest JPEG of the card", () => {
    expect(cardImageUrl(image("/static/a/1/s.jpg 576w,\n/static/a/2/s.jpg 1200w"))).toBe(
      "/static/a/1/s.jpg",
    );
  });

  it("falls back to the card's fallback source", () => {
    expect(cardImageUrl(image())).toBe("/static/a/2/s.jpg");
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

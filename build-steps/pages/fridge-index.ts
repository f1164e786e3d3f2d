import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { IndexRecipe } from "../../src/fridge/recipe-index";

export type IndexNode = {
  slug: string;
  recipeName: string;
  ingredientKeys: readonly string[];
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
};

/** The card's smallest fallback photo: a JPEG, so every browser draws the picker's plain <img>. */
export const cardImageUrl = (image: IGatsbyImageData): string => {
  const { fallback } = image.images;
  const first = fallback?.srcSet?.split(",")[0]?.trim().split(/\s+/)[0];
  return first || fallback?.src || "";
};

export const toIndexRecipe = (node: IndexNode): IndexRecipe => {
  const image = node.image.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`Recipe "${node.recipeName}" has no processed image`);
  return {
    name: node.recipeName,
    slug: node.slug,
    image: cardImageUrl(image),
    keys: [...node.ingredientKeys],
  };
};

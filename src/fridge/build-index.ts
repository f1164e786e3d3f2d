import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { IndexRecipe } from "./recipe-index";

export type IndexNode = {
  slug: string;
  recipeName: string;
  ingredientKeys: readonly string[];
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
};

const WEBP = "image/webp";

/** The card's smallest WebP (every browser the site supports draws WebP), else its fallback. */
export const cardImageUrl = (image: IGatsbyImageData): string => {
  const webp = image.images.sources?.find((source) => source.type === WEBP)?.srcSet;
  const first = webp?.split(",")[0]?.trim().split(/\s+/)[0];
  return first || image.images.fallback?.src || "";
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

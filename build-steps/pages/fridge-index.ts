import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { IndexRecipe } from "../../src/fridge/recipe-index";
import type { Language } from "../../src/i18n/languages";

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

/**
 * The recipe as an index lists it: by the name an editor gave it in the index's language, with
 * that language, or else as its chef wrote it, which the picker marks as English.
 */
export const toIndexRecipe = (
  node: IndexNode,
  translation?: { language: Language; recipeName: string },
): IndexRecipe => {
  const image = node.image.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`Recipe "${node.recipeName}" has no processed image`);
  return {
    name: translation?.recipeName ?? node.recipeName,
    slug: node.slug,
    image: cardImageUrl(image),
    keys: [...node.ingredientKeys],
    ...(translation ? { language: translation.language } : {}),
  };
};

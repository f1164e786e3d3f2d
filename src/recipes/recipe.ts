import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { parseFraction, type IngredientMatch } from "./fraction";

export type Recipe = {
  id: string;
  name: string;
  author: string;
  match: IngredientMatch;
  image: IGatsbyImageData;
};

export type RecipeNode = {
  id: string;
  recipeName: string;
  author: string;
  ingredientAmount: string;
  image: Parameters<typeof getImage>[0];
};

export const toRecipe = (node: RecipeNode): Recipe => {
  const image = getImage(node.image);
  if (!image) {
    throw new Error(`Recipe "${node.recipeName}" has no processed image`);
  }
  return {
    id: node.id,
    name: node.recipeName,
    author: node.author,
    match: parseFraction(node.ingredientAmount),
    image,
  };
};

import type { IGatsbyImageData } from "gatsby-plugin-image";
import { parseFraction, type IngredientMatch } from "./fraction";
import { recipePath } from "./slug";

export type Recipe = {
  id: string;
  name: string;
  author: string;
  match: IngredientMatch;
  image: IGatsbyImageData;
  path: string;
};

export type RecipeNode = Queries.RecipeCardFragment;

export const toRecipe = (node: RecipeNode): Recipe => {
  const image = node.image.childImageSharp?.gatsbyImageData;
  if (!image) {
    throw new Error(`Recipe "${node.recipeName}" has no processed image`);
  }
  return {
    id: node.id,
    name: node.recipeName,
    author: node.author,
    match: parseFraction(node.ingredientAmount),
    image,
    path: recipePath(node.slug),
  };
};

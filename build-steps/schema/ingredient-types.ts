import {
  ingredientKeys,
  type ResolvedIngredient,
  type Resolver,
} from "../../src/ingredients/resolve";

/** Each ingredient line, parsed and resolved at build time; `line` is what pages print. */
export const INGREDIENT_TYPES = `
    type ParsedIngredient {
      line: String!
      quantity: Float
      quantityMax: Float
      unit: String
      unitText: String
      ingredient: String!
      note: String
      key: String!
      staple: Boolean!
    }
`;

type Source = Record<string, unknown> & { recipeName: string };

const linesOf = (read: (source: Source) => unknown[], source: Source): string[] =>
  read(source).filter((line): line is string => typeof line === "string");

const resolverOf = (get: () => Resolver | undefined): Resolver => {
  const resolver = get();
  if (!resolver) throw new Error("The ingredient vocabulary was not read before the schema");
  return resolver;
};

/** The fields on RecipesJson; the build has refused any line that names no entry before these run. */
export const ingredientResolvers = (
  get: () => Resolver | undefined,
  ingredients: (source: Source) => unknown[],
) => ({
  ingredientKeys: {
    resolve: (source: Source): string[] =>
      ingredientKeys(linesOf(ingredients, source), resolverOf(get)),
  },
  parsedIngredients: {
    resolve: (source: Source): (ResolvedIngredient & { staple: boolean })[] => {
      const resolver = resolverOf(get);
      return linesOf(ingredients, source).map((line) => {
        const resolved = resolver.resolve(line);
        return { ...resolved, staple: resolved.key !== null && resolver.isStaple(resolved.key) };
      });
    },
  },
});

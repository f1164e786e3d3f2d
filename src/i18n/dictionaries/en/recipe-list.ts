export const recipeList = {} as const;

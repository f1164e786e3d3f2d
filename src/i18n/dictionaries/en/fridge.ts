export const fridge = {} as const;

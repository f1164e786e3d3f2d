export const hero = {} as const;

export const showcase = {} as const;

export const footer = {} as const;

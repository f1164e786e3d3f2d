export const errors = {} as const;

export const policy = {} as const;

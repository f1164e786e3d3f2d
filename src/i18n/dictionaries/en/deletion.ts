export const deletion = {} as const;

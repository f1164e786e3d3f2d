export const recipePage = {} as const;

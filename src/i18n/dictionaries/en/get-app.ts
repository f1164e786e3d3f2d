export const getApp = {} as const;

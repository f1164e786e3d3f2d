export const notFound = {} as const;

export const cookTools = {} as const;

export const storeBadges = {} as const;

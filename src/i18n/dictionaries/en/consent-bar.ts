export const consentBar = {} as const;

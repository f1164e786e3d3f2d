/**
 * The legal basis the privacy policy states for each analytics purpose. `consent-where-asked` (the
 * default) is consent from visitors who are asked and legitimate interests for everyone else;
 * `consent` needs every visitor asked (GATSBY_ANALYTICS_CONSENT=always).
 */
export const LEGAL_BASES = ["consent-where-asked", "consent", "legitimate-interests"] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];

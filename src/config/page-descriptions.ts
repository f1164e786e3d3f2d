import { DELETION_DAYS } from "./policy";
import type { ROUTES } from "./routes";

/**
 * What search results and link previews say of each page. Only the pages' heads need these, so
 * they stay out of the code every page loads (see lazyHead).
 */
export const PAGE_DESCRIPTIONS = {
  home: "Cook with what you already have. Chef-made recipes matched to the ingredients in your fridge and pantry, for iPhone and Android.",
  contact:
    "Questions, ideas or feedback about the app? Email the team; we'd love to hear from you.",
  dataDeletion: `Ask us to delete your account and personal data. Requests are processed within ${DELETION_DAYS} days.`,
  privacyPolicy:
    "What the app collects, why, how it is protected, and the rights you have over your data.",
  notFound: "The page you asked for does not exist.",
} as const satisfies Record<keyof typeof ROUTES | "notFound", string>;

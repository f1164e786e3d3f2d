import type { Section } from "./texts";

/** The words every page shows: its frame (top bar, footer, consent bar) and its head. */
const FRAME = [
  "site",
  "layout",
  "topBar",
  "footer",
  "storeBadges",
  "consentBar",
  "errors",
] as const satisfies readonly Section[];

/**
 * The sections of the dictionary each kind of page is handed, so that a page carries only the
 * words it can show. A component that reads a section its page was not given fails the build
 * (texts.tsx names the page and the section).
 */
export const PAGE_SECTIONS = {
  home: [...FRAME, "hero", "showcase", "recipeList"],
  contact: [...FRAME, "contact"],
  dataDeletion: [...FRAME, "deletion"],
  privacyPolicy: [...FRAME, "policy"],
  get: [...FRAME, "getApp"],
  notFound: [...FRAME, "notFound"],
  recipeList: [...FRAME, "recipeList", "fridge"],
  recipe: [...FRAME, "recipePage", "cookTools", "recipeList"],
  other: [...FRAME],
} as const satisfies Record<string, readonly Section[]>;

export type PageKind = keyof typeof PAGE_SECTIONS;

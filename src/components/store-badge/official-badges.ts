import type { Language } from "../../i18n/languages";

/** Where a deployer puts the stores' own badge files, one folder per language (docs/store-badges.md). */
export const OFFICIAL_BADGE_DIR = "store-badges";

/** The file names in each language's folder. */
export const OFFICIAL_BADGE_FILES = {
  app_store: "app-store.svg",
  play_store: "google-play.svg",
} as const;

/** The official files this build found under static/store-badges/ (build-steps/webpack). */
declare const BUILT_OFFICIAL_BADGES: readonly string[] | undefined;

const found: readonly string[] =
  typeof BUILT_OFFICIAL_BADGES === "undefined" ? [] : BUILT_OFFICIAL_BADGES;

/**
 * The address of the store's own badge for a language, where the deployer supplied it: shown as
 * it is, unaltered, in place of the drawn one.
 */
export const officialBadge = (
  store: keyof typeof OFFICIAL_BADGE_FILES,
  language: Language,
  files: readonly string[] = found,
): string | null => {
  const file = `${language}/${OFFICIAL_BADGE_FILES[store]}`;
  return files.includes(file) ? `/${OFFICIAL_BADGE_DIR}/${file}` : null;
};

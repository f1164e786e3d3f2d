/**
 * The languages the site can be read in. English is the default: its pages keep their addresses
 * without a prefix; every other language lives under its own folder (`/de/…`, `/es/…`).
 */
export const LANGUAGES = {
  en: { label: "English", locale: "en-US", prefix: "" },
  de: { label: "Deutsch", locale: "de-DE", prefix: "/de" },
  es: { label: "Español", locale: "es-ES", prefix: "/es" },
} as const satisfies Record<string, { label: string; locale: string; prefix: string }>;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export const isLanguage = (value: string): value is Language =>
  Object.prototype.hasOwnProperty.call(LANGUAGES, value);

/**
 * Reads a comma-separated list such as "en,de,es" into the languages a build makes, the default
 * first. An unknown code is an error that names it and the codes there are.
 */
export const parseLanguages = (name: string, value: string | undefined): Language[] => {
  const codes = (value ?? "")
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isLanguage(code));
  if (unknown.length > 0) {
    throw new Error(
      `${name} lists ${unknown.map((code) => `"${code}"`).join(", ")}, which the site has no ` +
        `dictionary for; it knows ${LANGUAGE_CODES.join(", ")}.`,
    );
  }
  const others = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE && codes.includes(code));
  return [DEFAULT_LANGUAGE, ...others];
};

/** "/contact/" in German → "/de/contact/"; the default language keeps the path as it is. */
export const localizedPath = (path: string, language: Language): string => {
  const { prefix } = LANGUAGES[language];
  if (!path.startsWith("/")) throw new Error(`A site path starts with "/"; "${path}" does not.`);
  return `${prefix}${path}`;
};

/** "/de/contact/" → German and "/contact/"; a path without a language prefix is English. */
export const splitLanguage = (path: string): { language: Language; path: string } => {
  for (const language of LANGUAGE_CODES) {
    const { prefix } = LANGUAGES[language];
    if (prefix === "") continue;
    if (path === prefix) return { language, path: "/" };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path };
};

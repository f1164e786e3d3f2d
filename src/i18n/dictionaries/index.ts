/**
 * Every language's dictionary, for the build and the tests only: a page is handed the sections it
 * shows in its own language through its page context (page-texts.ts), so no browser bundle
 * carries a dictionary. Adding a language is its folder here and its entry in ../languages.ts.
 */
import type { Language } from "../languages";
import type { Localized } from "../localized";
import { de } from "./de";
import { en, type EnglishTexts } from "./en";
import { es } from "./es";

export type Texts = Localized<EnglishTexts>;

export const DICTIONARIES: Record<Language, Texts> = { en, de, es };

export { en };

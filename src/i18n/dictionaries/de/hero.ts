import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const hero: Localized<EnglishTexts["hero"]> = {};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const footer: Localized<EnglishTexts["footer"]> = {};

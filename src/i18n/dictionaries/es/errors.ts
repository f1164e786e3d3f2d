import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const errors: Localized<EnglishTexts["errors"]> = {};

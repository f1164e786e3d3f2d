import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const site: Localized<EnglishTexts["site"]> = {};

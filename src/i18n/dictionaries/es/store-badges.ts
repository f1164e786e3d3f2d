import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const storeBadges: Localized<EnglishTexts["storeBadges"]> = {};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const showcase: Localized<EnglishTexts["showcase"]> = {};

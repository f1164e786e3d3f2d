import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const recipePage: Localized<EnglishTexts["recipePage"]> = {};

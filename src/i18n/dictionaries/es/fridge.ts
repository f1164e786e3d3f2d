import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const fridge: Localized<EnglishTexts["fridge"]> = {};

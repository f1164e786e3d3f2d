import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const recipeList: Localized<EnglishTexts["recipeList"]> = {};

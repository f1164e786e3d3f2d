import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const deletion: Localized<EnglishTexts["deletion"]> = {};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const contact: Localized<EnglishTexts["contact"]> = {};

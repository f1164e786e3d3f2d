import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const policy: Localized<EnglishTexts["policy"]> = {};

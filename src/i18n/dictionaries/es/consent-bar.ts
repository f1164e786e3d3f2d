import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const consentBar: Localized<EnglishTexts["consentBar"]> = {};

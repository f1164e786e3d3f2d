import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const cookTools: Localized<EnglishTexts["cookTools"]> = {};

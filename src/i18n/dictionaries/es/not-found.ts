import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const notFound: Localized<EnglishTexts["notFound"]> = {};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const getApp: Localized<EnglishTexts["getApp"]> = {};

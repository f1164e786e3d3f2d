import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const layout: Localized<EnglishTexts["layout"]> = {
  skipToContent: "Zum Inhalt springen",
};

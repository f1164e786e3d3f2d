import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const contact: Localized<EnglishTexts["contact"]> = {
  intro: "Fragen oder Ideen? Wir freuen uns, von dir zu hören!",
  emailUs: "Schreib uns an",
  note: "Wir lesen jede Nachricht zu {productName} – von Rezeptideen bis zu Fehlermeldungen.",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const errors: Localized<EnglishTexts["errors"]> = {
  title: "Unerwarteter Anwendungsfehler!",
  text: "Beim Anzeigen dieser Seite ist etwas schiefgelaufen. Bitte versuch es gleich noch einmal.",
  homeLink: "Zurück zur Startseite",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const notFound: Localized<EnglishTexts["notFound"]> = {
  text: "Diese Seite steht nicht auf der Speisekarte. Vielleicht ist sie umgezogen, oder in der Adresse steckt ein Tippfehler.",
  homeLink: "Zur Startseite",
};

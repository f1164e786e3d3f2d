import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const hero: Localized<EnglishTexts["hero"]> = {
  eyebrow: "{productName} für iPhone und Android",
  secondHeadline: "Köstliche Rezepte von Köchen, nicht von KI",
  detail:
    "Sag {productName}, was in deinem Kühlschrank und Vorratsschrank ist. Die App findet Rezepte von Profis, die du heute Abend kochen kannst, zeigt dir, wie viele Zutaten du schon hast, und hält deine Einkaufsliste kurz.",
  fridgeInvitation: "Was ist in deinem Kühlschrank? Finde ein Rezept",
  imageAlt:
    "Die App {productName} auf einem Smartphone mit Rezepten, die zu den Zutaten in deinem Kühlschrank passen",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const showcase: Localized<EnglishTexts["showcase"]> = {
  heading: "Köstliche, handverlesene Rezepte",
  subheading: "Von Köchen, nicht von KI",
  pause: "Laufband anhalten",
  play: "Laufband starten",
  firstRow: "Rezepte, erste Reihe",
  secondRow: "Rezepte, zweite Reihe",
};

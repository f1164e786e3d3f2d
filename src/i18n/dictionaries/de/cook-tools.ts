import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const cookTools: Localized<EnglishTexts["cookTools"]> = {
  toolsLabel: "Kochhelfer",
  scale: "Menge",
  fewerServings: "Weniger Portionen",
  moreServings: "Mehr Portionen",
  scaleChoices: {
    half: "Halbe Menge",
    asWritten: "Menge wie im Rezept",
    double: "Doppelte Menge",
  },
  scaledNote: "Umgerechnet auf {servings}; das Rezept ist für {original}.",
  keepScreenOn: "Bildschirm anlassen",
  keepScreenOnHint: "Solange diese Seite offen ist, bis zu 2 Stunden.",
  screenLockRefused:
    "Dein Browser lässt den Bildschirm gerade nicht an (vielleicht wegen des Energiesparmodus). Er wird wie gewohnt dunkel.",
  screenLockExpired:
    "„Bildschirm anlassen“ hat sich nach 2 Stunden ausgeschaltet. Schalte es wieder ein, wenn du noch kochst.",
  print: "Drucken",
  clearTicks: "Häkchen entfernen",
};

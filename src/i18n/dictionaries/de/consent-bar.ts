import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const consentBar: Localized<EnglishTexts["consentBar"]> = {
  label: "Datenschutzeinstellungen",
  purposes: {
    analytics: "deinen Besuch mit der Webanalyse von Mixpanel zählen",
    session_replay:
      "mit Mixpanel Session Replay aufzeichnen, wie du dich durch die Seiten bewegst, wobei alle Texte und Eingaben verborgen bleiben",
  },
  and: " und ",
  askOne:
    "Dürfen wir {purposes}, um diese Website zu verbessern? Ohne deine Zustimmung wird nichts für die Analyse erfasst oder gespeichert.",
  askBoth:
    "Dürfen wir {purposes}, um diese Website zu verbessern? Ohne deine Zustimmung wird für keins von beidem etwas erfasst oder gespeichert.",
  signal:
    "Dein Browser bittet Websites, dich nicht zu tracken (Global Privacy Control oder Do Not Track). Deshalb erfasst diese Website keine Analysedaten. Anfragen, die du uns selbst schickst, etwa ein Antrag auf Löschung, erreichen uns trotzdem.",
  agree: "Zustimmen",
  decline: "Ablehnen",
  close: "Schließen",
  policy: "So nutzen wir Analysen",
};

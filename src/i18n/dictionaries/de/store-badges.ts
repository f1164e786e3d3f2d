import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const storeBadges: Localized<EnglishTexts["storeBadges"]> = {
  appStore: "Laden im App Store",
  googlePlay: "Jetzt bei Google Play",
  opensInNewTab: "{label} (öffnet in einem neuen Tab)",
  qrCaption: "Mit dem Smartphone scannen",
  qrLabel: "QR-Code: {productName} auf deinem Smartphone öffnen",
  appOffer: {
    heading: "Koch es mit {productName}",
    text: "Speichere {recipeName} in {productName}, sieh, welche Zutaten schon in deinem Kühlschrank und Vorratsschrank sind, und setz den Rest auf deine Einkaufsliste.",
  },
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const storeBadges: Localized<EnglishTexts["storeBadges"]> = {
  appStore: "Descárgalo en el App Store",
  googlePlay: "Disponible en Google Play",
  opensInNewTab: "{label} (se abre en una pestaña nueva)",
  qrCaption: "Escanéalo con el móvil",
  qrLabel: "Código QR: abre {productName} en tu móvil",
  appOffer: {
    heading: "Cocínala con {productName}",
    text: "Guarda {recipeName} en {productName}, mira qué ingredientes tienes ya en la nevera y en la despensa, y añade el resto a tu lista de la compra.",
  },
};

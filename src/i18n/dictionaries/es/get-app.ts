import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const getApp: Localized<EnglishTexts["getApp"]> = {
  title: "Llévate {productName} en el móvil",
  description: "Descarga {productName} para iPhone, iPad o Android.",
  lede: "{productName} está en el App Store para iPhone y iPad, y en Google Play para Android.",
  toAppStore: "Abriendo el App Store… Si no se abre, toca su botón aquí abajo.",
  toPlayStore: "Abriendo Google Play… Si no se abre, toca su botón aquí abajo.",
  phoneExplanation:
    "Abre este enlace en el móvil y te llevará directamente a la tienda que toca: al App Store en un iPhone o iPad y a Google Play en Android.",
};

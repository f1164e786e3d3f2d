import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const cookTools: Localized<EnglishTexts["cookTools"]> = {
  toolsLabel: "Herramientas de cocina",
  scale: "Cantidad",
  fewerServings: "Menos raciones",
  moreServings: "Más raciones",
  scaleChoices: {
    half: "La mitad de la receta",
    asWritten: "La receta tal cual",
    double: "El doble de la receta",
  },
  scaledNote: "Ajustada para {servings}; la receta es para {original}.",
  keepScreenOn: "Pantalla siempre encendida",
  keepScreenOnHint: "Mientras esta página esté abierta, hasta 2 horas.",
  screenLockRefused:
    "Tu navegador no ha podido mantener la pantalla encendida (puede que por el ahorro de batería). Se apagará como siempre.",
  screenLockExpired:
    "«Pantalla siempre encendida» se ha desactivado tras 2 horas. Vuelve a activarla si sigues cocinando.",
  print: "Imprimir",
  clearTicks: "Quitar marcas",
};

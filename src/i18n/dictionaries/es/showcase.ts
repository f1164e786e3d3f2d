import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const showcase: Localized<EnglishTexts["showcase"]> = {
  heading: "Recetas deliciosas y seleccionadas",
  subheading: "Creadas por chefs, no por IA",
  pause: "Pausar el carrusel",
  play: "Reanudar el carrusel",
  firstRow: "Recetas, primera fila",
  secondRow: "Recetas, segunda fila",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const hero: Localized<EnglishTexts["hero"]> = {
  eyebrow: "{productName} para iPhone y Android",
  secondHeadline: "Recetas deliciosas creadas por chefs, no por IA",
  detail:
    "Cuéntale a {productName} qué tienes en la nevera y en la despensa. Te encuentra recetas de chefs para cocinar esta misma noche, te muestra cuántos ingredientes ya tienes y te ayuda a que la lista de la compra sea corta.",
  fridgeInvitation: "¿Qué hay en tu nevera? Encuentra una receta",
  imageAlt:
    "La app {productName} en un móvil, con recetas que encajan con los ingredientes de tu nevera",
};

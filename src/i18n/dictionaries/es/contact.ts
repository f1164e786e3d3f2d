import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const contact: Localized<EnglishTexts["contact"]> = {
  intro: "¿Tienes dudas o sugerencias? ¡Nos encantará leerte!",
  emailUs: "Escríbenos a",
  note: "Leemos todos los mensajes sobre {productName}, desde ideas de recetas hasta avisos de errores.",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const errors: Localized<EnglishTexts["errors"]> = {
  title: "¡Error inesperado de la aplicación!",
  text: "Algo ha fallado al mostrar esta página. Vuelve a intentarlo dentro de un momento.",
  homeLink: "Volver a la página de inicio",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const notFound: Localized<EnglishTexts["notFound"]> = {
  text: "Esta página no está en el menú. Puede que se haya movido o que la dirección esté mal escrita.",
  homeLink: "Ir a la página de inicio",
};

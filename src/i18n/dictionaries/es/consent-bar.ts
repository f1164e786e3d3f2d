import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const consentBar: Localized<EnglishTexts["consentBar"]> = {
  label: "Opciones de privacidad",
  purposes: {
    analytics: "contar tu visita con la analítica de Mixpanel",
    session_replay:
      "grabar cómo te mueves por las páginas con la reproducción de sesiones de Mixpanel, con todos los textos y campos ocultos",
  },
  and: " y ",
  askOne:
    "¿Podemos {purposes} para mejorar este sitio? No se registra ni se guarda nada para analíticas si no das tu permiso.",
  askBoth:
    "¿Podemos {purposes} para mejorar este sitio? No se registra ni se guarda nada para ninguna de las dos cosas si no das tu permiso.",
  signal:
    "Tu navegador pide a los sitios web que no te rastreen (Global Privacy Control o Do Not Track), así que este sitio no registra analíticas. Las solicitudes que nos envíes tú, como una solicitud de eliminación, nos siguen llegando.",
  agree: "Aceptar",
  decline: "Rechazar",
  close: "Cerrar",
  policy: "Cómo usamos las analíticas",
};

import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const site: Localized<EnglishTexts["site"]> = {
  tagline: "Recetas con tus ingredientes",
  routes: {
    home: { navLabel: "Inicio" },
    contact: { title: "Contacto", navLabel: "Contacto" },
    dataDeletion: {
      title: "Solicitud de eliminación de datos",
      navLabel: "Solicitar la eliminación de datos",
    },
    privacyPolicy: { title: "Política de privacidad", navLabel: "Política de privacidad" },
  },
  notFound: {
    title: "Página no encontrada",
    browseRecipes: "Ver las recetas",
  },
  descriptions: {
    home: "Cocina con lo que ya tienes: recetas de chefs que encajan con los ingredientes de tu nevera y tu despensa. Para iPhone y Android.",
    contact:
      "¿Tienes preguntas, ideas o comentarios sobre la app? Escribe a nuestro equipo: nos encantará saber de ti.",
    dataDeletion:
      "Pídenos que eliminemos tu cuenta y tus datos personales. Tramitamos cada solicitud en un plazo de {days}\u00a0días.",
    privacyPolicy:
      "Qué datos recoge la app, para qué, cómo los protegemos y qué derechos tienes sobre ellos.",
    notFound: "La página que buscas no existe.",
  },
  pageTitle: "{title} | {productName}",
  homeTitle: "{productName}: {tagline}",
  socialImageAlt: "{productName}: {tagline}",
};

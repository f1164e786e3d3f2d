import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const deletion: Localized<EnglishTexts["deletion"]> = {
  confirmation:
    "Te enviaremos un correo de confirmación a esa dirección en cuanto hayamos borrado tus datos.",
  form: {
    label: "Correo electrónico *",
    placeholder: "Escribe tu correo electrónico",
    hint: "Usa el correo con el que inicias sesión en la app.",
    hintEmailRoute:
      "Al enviarla, se abrirá tu app de correo con la solicitud ya redactada para que tú la envíes.",
    submit: "Enviar solicitud",
    submitting: "Enviando…",
    submittingAnnouncement: "Enviando tu solicitud",
    submitOffReason: "Escribe tu correo electrónico para activar «Enviar solicitud».",
    missingAddress: "Escribe tu correo electrónico.",
    malformedAddress:
      "Revisa el correo: necesita un nombre, una @ y un dominio, como en nombre@example.com.",
  },
  outcome: {
    receivedTitle: "Solicitud enviada correctamente",
    received: "Hemos recibido la solicitud para borrar los datos de {email}.",
    processedWithin: {
      one: "La tramitaremos en un plazo de {count} día.",
      other: "La tramitaremos en un plazo de {count} días.",
    },
    submitAnother: "Enviar otra solicitud",
    notReachedTitle: "Tu solicitud aún no nos ha llegado",
    emailStepTitle: "Un paso más: envía el correo",
    tryAgain: "Volver a intentarlo",
    startOver: "Empezar de nuevo",
    notSent:
      "No hemos podido enviar desde esta página tu solicitud para borrar los datos de {email}. Puede deberse a un bloqueador de contenido, a tu red o a un fallo nuestro.",
    sendByEmail:
      "Envíanosla por correo electrónico. Ya está redactada y dirigida a {contactEmail}.",
    pressSend:
      "Tu app de correo debería mostrar ahora un mensaje para {contactEmail} en el que nos pides borrar los datos de {email}. Pulsa Enviar ahí: tu solicitud solo nos llega cuando se envía ese correo.",
    noEmailApp:
      "¿No se ha abierto ninguna app de correo? Copia la solicitud y envíala desde cualquier cuenta de correo.",
    pleaseEmail: "Escribe a {contactEmail} para pedirnos que borremos los datos de {email}.",
  },
  emailRoute: {
    emailRequest: "Enviar por correo",
    copy: "Copiar solicitud",
    copied: "Copiada",
    copiedAnnouncement: "Solicitud copiada. Pégala en un correo nuevo para {contactEmail}.",
    copyFailedAnnouncement:
      "No se ha podido copiar. Selecciona la solicitud de abajo y cópiala tú.",
    requestCaption: "Tu solicitud, lista para enviar",
    sameHandling: {
      one: "Las solicitudes por correo se tramitan igual: borramos tus datos en un plazo de {count} día y te escribimos cuando esté hecho.",
      other:
        "Las solicitudes por correo se tramitan igual: borramos tus datos en un plazo de {count} días y te escribimos cuando esté hecho.",
    },
  },
  mail: {
    subject: "Solicitud de supresión de datos",
    body: "Solicito la eliminación de mi cuenta de {productName} y de todos los datos asociados a ella.",
    product: "Producto: {productName}",
    accountEmail: "Correo de la cuenta: {email}",
    date: "Fecha de la solicitud: {date}",
    to: "Para: {contactEmail}",
    subjectLine: "Asunto: {subject}",
  },
  info: {
    madeBy: "{productName} es una app de {company}",
    lead: "En esta página puedes pedirnos que borremos tu cuenta de {productName} y todos los datos asociados a ella.",
    howTitle: "Cómo solicitar el borrado",
    enterAddress:
      "Escribe en el formulario de esta página el correo de tu cuenta de {productName}.",
    deleteWithin: {
      one: "Borramos tu cuenta y sus datos en un plazo de {count} día.",
      other: "Borramos tu cuenta y sus datos en un plazo de {count} días.",
    },
    deleteTitle: "Qué borramos",
    deleted: {
      account: "tu cuenta: correo electrónico y contraseña;",
      profile: "tu perfil: nombre visible, foto de perfil y ajustes;",
      recipes: "tus recetas guardadas y tus colecciones;",
      history: "tu historial de platos cocinados;",
      pantry:
        "tu despensa y tus listas de la compra, incluidos los ingredientes que hayas añadido;",
      notes: "tus notas y las fechas de caducidad de tus ingredientes;",
      preferences: "tus preferencias alimentarias, alérgenos y tipo de dieta.",
    },
    keepTitle: "Qué podemos conservar",
    keepIntro:
      "Solo conservamos un mínimo de información cuando estamos obligados a ello, por motivos legales, de prevención del fraude o de seguridad:",
    kept: {
      record: "un registro de tu solicitud de borrado, para poder demostrar que la hemos cumplido;",
      law: "los registros que la ley nos obliga a conservar, durante el tiempo que exija;",
      securityLogs: {
        one: "registros de seguridad, durante {count} día como máximo.",
        other: "registros de seguridad, durante {count} días como máximo.",
      },
    },
    keepOutro:
      "Conservamos esta información solo mientras lo exijan esas obligaciones y después la borramos.",
    otherTitle: "Otras formas de borrar tus datos",
    otherWays:
      "También puedes borrar tu cuenta desde los ajustes de la cuenta en la app de {productName}, o escribirnos a {mail}.",
  },
};

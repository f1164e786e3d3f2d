import { CLICK_ID_PARAMS } from "../../../analytics/redact";
import { UTM_KEYS } from "../../../get/constants";
import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

const each = (names: readonly string[], meaning: (name: string) => string) =>
  Object.fromEntries(names.map((name) => [name, meaning(name)]));

const RECIPE_SLUG = "la receta, tal como se llama en la dirección de su página";

export const policy: Localized<EnglishTexts["policy"]> = {
  effectiveDate: "En vigor desde el {date}",
  translationNotice:
    "Esto es una traducción. Si difiere de la {englishPolicy}, prevalece el texto en inglés.",
  englishPolicy: "política de privacidad en inglés",
  intro:
    "Esta política explica qué datos recoge {company} cuando usas la app {productName} para iOS y Android y esta web, cómo los usamos y qué opciones tienes.",
  tableOfContents: "Índice",
  numbered: "{number}. {title}",
  quoted: {
    privacyChoices: "Opciones de privacidad",
    purposes: {
      analytics: "contar tu visita con la analítica de Mixpanel",
      session_replay:
        "grabar cómo te mueves por las páginas con la reproducción de sesiones de Mixpanel, con todos los textos y campos ocultos",
    },
    fridgeHeading: "¿Qué hay en tu nevera?",
    clearAll: "Borrar todo",
    clearTicks: "Quitar marcas",
    dataDeletion: "Borrado de datos",
  },
  collect: {
    title: "Qué datos recogemos",
    intro:
      "Solo recogemos los datos que necesitamos para que {productName} funcione y te resulte útil. La mayoría nos los das tú.",
    accountTitle: "Datos de la cuenta",
    account:
      "Cuando creas una cuenta, recogemos tu correo electrónico y una contraseña. Tu contraseña solo se guarda en forma de hash: nunca la guardamos en texto plano y no podemos leerla.",
    profileTitle: "Datos del perfil",
    profileIntro: "Puedes añadir a tu perfil:",
    profile: {
      name: "un nombre visible y una foto de perfil;",
      preferences: "tus preferencias alimentarias, alérgenos y tipo de dieta;",
      subscribed: "tu estado de suscripción;",
      visibility: "tus ajustes de visibilidad, que deciden qué pueden ver otros de tu perfil;",
      onboarding:
        "tu progreso en la introducción, para saber qué pasos de bienvenida has completado.",
    },
    contentTitle: "Contenido que creas",
    contentIntro:
      "Mientras usas la app, guardamos el contenido que creas para que esté ahí cuando vuelvas:",
    content: {
      recipes: "las recetas guardadas y las colecciones en las que las organizas;",
      history: "tu historial de platos cocinados;",
      pantry: "tu despensa y tus listas de la compra, incluidos los ingredientes que añadas;",
      notes: "las notas que escribes y las fechas de caducidad que anotas para los ingredientes.",
    },
    deviceTitle: "Datos del dispositivo y de uso",
    device:
      "Cuando usas la app o esta web, recibimos datos técnicos como el tipo de dispositivo, el sistema operativo, el tamaño de pantalla, el navegador y la versión de la app, además de información sobre cómo usas {productName}, por ejemplo qué pantallas abres y qué funciones usas. El apartado 3 explica cómo se recogen.",
  },
  use: {
    title: "Para qué usamos tus datos",
    intro: "Usamos tus datos para:",
    purposes: {
      account: "crear y proteger tu cuenta y que puedas iniciar sesión;",
      features:
        "ofrecerte las funciones de la app, como buscar recetas con los ingredientes de tu despensa y guardar tus recetas, listas, notas e historial;",
      personalise:
        "sugerirte recetas según tus preferencias alimentarias, alérgenos y tipo de dieta;",
      requests:
        "responder a tus preguntas y tramitar las solicitudes que nos envías, incluidas las de borrado;",
      abuse: "detectar y evitar abusos, fraudes y problemas de seguridad;",
      improve: "entender cómo se usa {productName} para corregir fallos y mejorarla.",
    },
    noAdvertising: "No usamos tus datos para publicidad ni se los vendemos a nadie.",
  },
  analytics: {
    title: "Analítica",
    intro:
      "La app {productName} y esta web usan Mixpanel, un servicio de analítica de producto, para entender cómo se usan. Mixpanel trata estos datos por cuenta nuestra, como encargado del tratamiento.",
    signalsTitle: "Global Privacy Control y Do Not Track",
    signals:
      "Esta web trata las señales Global Privacy Control y Do Not Track como un rechazo, sin preguntar. Si tienes activada cualquiera de ellas en tu navegador, la web no envía analítica de páginas vistas ni de clics y no instala cookies de analítica. Lo único que se sigue enviando es una solicitud de borrado de datos que envíes tú, porque la necesitamos para atenderla.",
    notDoneTitle: "Lo que no hacemos",
    notDone:
      "No usamos la analítica para publicidad, no creamos perfiles publicitarios y no vendemos datos de analítica.",
  },
  security: {
    title: "Seguridad de los datos",
    measures:
      "Aplicamos medidas técnicas y organizativas razonables para proteger tus datos frente a pérdidas, usos indebidos y accesos no autorizados. Las contraseñas solo se guardan con hash, los datos viajan por conexiones cifradas y solo acceden a los datos personales las personas y proveedores que lo necesitan para que {productName} funcione.",
    breaches:
      "Ningún método de guardar o transmitir datos es totalmente seguro, así que no podemos garantizar una seguridad absoluta. Si sabemos de una brecha que afecte a tus datos personales, te lo comunicaremos a ti y a las autoridades competentes, como exige la ley.",
  },
  rights: {
    title: "Tus derechos",
    intro: "Puedes pedirnos:",
    access: {
      right: "Acceso",
      text: "{right} a tus datos: recibir una copia de los datos personales que tenemos sobre ti.",
    },
    correct: {
      right: "Rectificación",
      text: "{right} de tus datos: corregir lo que esté mal o incompleto. La mayor parte de tu perfil y tu contenido puedes editarla directamente en la app.",
    },
    delete: {
      right: "Supresión",
      text: "{right} de tus datos: borrar tu cuenta y los datos vinculados a ella. {link}",
    },
    export: {
      right: "Portabilidad",
      text: "{right} de tus datos: recibirlos en un formato común y legible por máquina.",
    },
    howTo: {
      one: "Para cualquiera de estas solicitudes, escríbenos a {mail}. Puede que te pidamos confirmar que la cuenta es tuya antes de actuar. Respondemos en un plazo de {count} día.",
      other:
        "Para cualquiera de estas solicitudes, escríbenos a {mail}. Puede que te pidamos confirmar que la cuenta es tuya antes de actuar. Respondemos en un plazo de {count} días.",
    },
    kept: "Tras una solicitud de borrado podemos conservar algunos datos cuando la ley nos obliga a guardarlos o los necesitamos por seguridad, por ejemplo para evitar fraudes. Solo los conservamos mientras exista ese motivo.",
    complain:
      "También tienes derecho a presentar una reclamación ante una autoridad de control de protección de datos, en especial la del país donde vives o trabajas o donde creas que se ha infringido la ley; en España, la Agencia Española de Protección de Datos (AEPD). Aun así, nos encantaría poder resolver antes tu duda en {mail}.",
  },
  future: {
    title: "Funciones futuras",
    intro: "Tenemos previsto añadir funciones a {productName}, entre ellas:",
    features: {
      friends: "amigos;",
      barcode: "lectura de códigos de barras;",
      voice: "entrada por voz;",
      family: "planes familiares, con permisos según el papel de cada miembro;",
      images: "subida de imágenes;",
      premium: "planes premium;",
      sync: "sincronización;",
      expiry: "avisos de caducidad.",
    },
    update:
      "Algunas de estas funciones podrían necesitar nuevos tipos de datos. Antes de que eso ocurra, actualizaremos esta política para explicar qué se recoge y por qué, y cambiaremos la fecha de arriba.",
  },
  dietary: {
    title: "Recomendaciones de recetas y aviso sobre seguridad alimentaria",
    aids: "Las recomendaciones de recetas, las coincidencias de ingredientes, los filtros de alérgenos y las etiquetas de dieta de {productName} te ayudan a decidir qué cocinar. No garantizan que una receta sea segura para ti. La información de recetas e ingredientes puede estar incompleta o ser errónea, y los productos varían según la marca y pueden cambiar sus ingredientes.",
    advice: {
      labels: "Revisa siempre las etiquetas de los ingredientes que uses.",
      allergy:
        "Si tienes una alergia o intolerancia alimentaria o alguna enfermedad, consulta a tu médico, a un dietista-nutricionista u otro profesional cualificado qué es seguro para ti.",
      expiry:
        "Las fechas de caducidad y las notas que anotas son recordatorios; revisa el alimento antes de comerlo.",
    },
    liability:
      "En la medida en que lo permita la ley, {company} no se hace responsable de reacciones alérgicas, enfermedades u otros daños derivados de recetas, recomendaciones o filtros de {productName}.",
  },
  sharing: {
    title: "No compartimos tus datos",
    intro: "No vendemos tus datos personales ni los compartimos con terceros, salvo:",
    exceptions: {
      providers:
        "con proveedores que los tratan por cuenta nuestra y solo siguiendo nuestras instrucciones, como nuestro servicio de analítica (Mixpanel) y nuestros proveedores de alojamiento;",
      law: "cuando la ley nos obliga a comunicarlos.",
    },
  },
  contact: {
    title: "Contacto",
    text: "El responsable del tratamiento de tus datos es {company}. Si tienes preguntas sobre esta política o sobre tus datos, escríbenos a {mail}.",
  },
  record: {
    choiceTitle: "Tú decides",
    consent: {
      never:
        "La analítica cuenta tu visita en cuanto se carga una página, sin preguntar antes. Puedes desactivarla cuando quieras en {choices}.",
      always:
        "Te preguntamos antes de registrar nada: {held}. Puedes cambiar tu respuesta cuando quieras en {choices}.",
      auto: "Si la zona horaria de tu navegador está en el Espacio Económico Europeo, el Reino Unido o Suiza, o no indica dónde estás (como UTC), te preguntamos antes de registrar nada: {held}. En el resto de lugares, la analítica cuenta tu visita en cuanto se carga una página. Puedes cambiar tu respuesta cuando quieras en {choices}.",
      held: "hasta que decidas, esta web no instala ninguna cookie ni almacenamiento de analítica y no envía nada a Mixpanel; lo que hagas mientras tanto se queda en la memoria de la página, para enviarse si aceptas y descartarse si lo rechazas",
      choices: "«{privacyChoices}», al pie de cada página",
    },
    ask: "Lo que te preguntamos: ¿podemos {purposes}? Guardamos tu respuesta en el almacenamiento local de tu navegador, con el nombre {key}: la versión de la pregunta ({version}), qué abarcaba, tu respuesta y su fecha. Nunca se envía a nadie. Volvemos a preguntarte pasados {days}, o antes si cambiamos lo que preguntamos o adónde van los datos.",
    purposesJoin: " y ",
    days: { one: "{count} día", other: "{count} días" },
    keptDays: { one: "{count} día", other: "{count} días" },
    request:
      "Una solicitud de borrado de datos que envías no es analítica: se envía decidas lo que decidas, porque nos has pedido que la enviemos. Viaja sola, con un identificador creado solo para ella, así que nunca se vincula a tus visitas, y solo lleva lo que escribiste y el id y la hora de la solicitud. No la acompaña ninguna cookie, Mixpanel no deduce de ella ninguna ubicación y nunca se guarda en tu navegador: si no se puede confirmar, la página te da un correo para que nos lo envíes.",
    recordTitle: "Qué registramos",
    recordIntro:
      "En esta web registramos los eventos de abajo y nada más. Parte de ello son datos personales: el identificador aleatorio que hace de tus visitas las de un mismo visitante, el user agent de tu navegador, las direcciones y etiquetas de campaña de las páginas que abres y la ubicación aproximada que Mixpanel deduce de tu dirección IP (país, región y ciudad). El correo que escribes en el formulario de borrado de datos solo viaja con esa solicitud.",
    sentWhen: "Se envía cuando {when}. Contiene:",
    scrollWhen: "bajas más allá del {checkpoints} por ciento de una página",
    field: "{name}: {meaning}",
    everyEvent: "Todos los eventos llevan además:",
    envelope: "y, para indicar quién lo envió y cuándo:",
    library:
      "La biblioteca de Mixpanel solo se carga la primera vez que tocas, escribes o te desplazas en una página (o cuando la dejas). Hasta entonces, esta web envía ella misma tus páginas vistas, con los campos de arriba. Los eventos que envía la biblioteca llevan además:",
    ipLocation:
      "Mixpanel también usa la dirección IP de la que llega cada solicitud para deducir una ubicación aproximada (país, región y ciudad), que guarda con el evento.",
    requestFields: "La solicitud de borrado lleva los campos indicados arriba para ella y:",
    replay:
      "También grabamos cómo te mueves por las páginas (reproducción de sesiones) durante un máximo de {hours} horas, con todos los textos y campos enmascarados y el formulario de borrado de datos oculto, así que una grabación nunca muestra lo que escribes o lees. La grabación no empieza en una página cuya dirección habría que anonimizar (ver abajo) y se detiene cuando pasas a una.",
    leftOutTitle: "Lo que dejamos fuera",
    leftOut:
      "Ningún evento lleva la parte de una dirección que va después de {hash}, donde los enlaces de inicio de sesión guardan sus códigos. En todas las direcciones y valores que registramos se sustituye por {redacted}: el valor de los parámetros {parameters} y de cualquier parámetro cuyo nombre termine en {endings}; cualquier parte de una dirección, parámetro o valor que contenga {values}, esté codificada como esté; y cualquier parámetro que contenga otra dirección con alguno de ellos. La biblioteca de Mixpanel añadiría las palabras de búsqueda de la dirección de un buscador; también las dejamos fuera.",
    secretValues: { email: "un correo electrónico", jwt: "un JSON Web Token" },
    clickIdsRecorded:
      "Las etiquetas de campaña y los ID de clic publicitarios (como gclid o fbclid) se registran aparte, anonimizados del mismo modo; en las direcciones, los ID de clic se sustituyen.",
    clickIdsDropped:
      "Las etiquetas de campaña se conservan, anonimizadas del mismo modo; los ID de clic publicitarios (como gclid o fbclid) se sustituyen en todas las direcciones y no se registran.",
    whereTitle: "Adónde se envía y cuánto tiempo se guarda",
    where:
      "Cada evento va directamente de tu navegador a los servidores de Mixpanel en {host}, y a ningún otro sitio.",
    regions: {
      unitedStates: "Estados Unidos",
      europeanUnion: "la Unión Europea",
      india: "la India",
    },
    kept: "Mixpanel guarda los datos en {region}.",
    transfer:
      "Si estás en el Espacio Económico Europeo, el Reino Unido o Suiza, se trata de una transferencia internacional de tus datos a {region}. El contrato de encargo del tratamiento que tenemos con Mixpanel la cubre con las cláusulas contractuales tipo de la Comisión Europea.",
    unknownRegion:
      "Mixpanel guarda los datos en la región para la que está configurado nuestro proyecto; escríbenos si quieres saber cuál es.",
    retentionUnset:
      "Mixpanel guarda estos eventos mientras lo permita el ajuste de conservación de datos de nuestro proyecto; puedes pedirnos que borremos los tuyos en cualquier momento (ver apartado 5).",
    retention: {
      one: "Mixpanel guarda estos eventos durante {count} mes, el ajuste de conservación de nuestro proyecto, y después los borra; puedes pedirnos que borremos los tuyos antes (ver apartado 5).",
      other:
        "Mixpanel guarda estos eventos durante {count} meses, el ajuste de conservación de nuestro proyecto, y después los borra; puedes pedirnos que borremos los tuyos antes (ver apartado 5).",
    },
    basisTitle: "Base jurídica",
    basis: {
      consent: "tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento",
      interests:
        "nuestro interés legítimo en entender cómo se usa la web para poder mejorarla (art. 6.1.f RGPD), al que puedes oponerte en cualquier momento",
      whereAsked: "{consent}, donde te lo pedimos; en el resto de lugares, {interests}",
      analytics: "Analítica: {basis}.",
      replay: "Reproducción de sesiones: {basis}.",
      request: "Tu solicitud de borrado: nuestra obligación legal de atenderla (art. 6.1.c RGPD).",
    },
    storageTitle: "Cookies y almacenamiento del navegador",
    stores: {
      cookie: "cookie",
      localStorage: "almacenamiento local",
      sessionStorage: "almacenamiento de sesión",
      indexedDB: "base de datos IndexedDB",
    },
    storedItem: "{name} ({store}): {purpose}; se guarda {lifetime}.",
    consentItem: "{name} ({store}): tu respuesta, como se explica arriba; se guarda {days}.",
    fridgeItem:
      "{name} ({store}): los ingredientes que eliges en el selector «{heading}» de {path} y si cuentan los básicos, para que sigan ahí en tu próxima visita y las páginas de recetas puedan mostrar qué ingredientes tienes. Es necesario para que el selector funcione, nunca se nos envía ni a nosotros ni a nadie y se guarda hasta que eliges «{clear}» o borras el almacenamiento de tu navegador.",
    checklistItem:
      "{name} ({store}): los ingredientes y pasos que marcas en una página de receta, para que sigan marcados mientras cocinas. Nunca se nos envía ni a nosotros ni a nadie y desaparece al cerrar la pestaña o al elegir «{clear}».",
    declined:
      "Si rechazas después de haber aceptado (es decir, retiras tu consentimiento), la analítica se detiene al instante: no se envía nada más y se eliminan la cookie, el almacenamiento y las bases de datos de arriba que contienen datos de analítica.",
    leavingTitle: "Si sales pronto de una página",
    leaving:
      "Si aceptaste la analítica (o no se te preguntó) y sales de una página antes de que se envíen sus eventos, tu navegador se los envía directamente a Mixpanel al cerrarse la página, con los campos indicados arriba, y guarda el identificador aleatorio en la cookie citada arriba para que tu próxima visita cuente como la del mismo visitante.",
    events: {
      pageViewed: {
        when: "abres una página",
        fields: {
          pathname: "la dirección de la página, con su consulta (query string) si la tiene",
        },
      },
      downloadClicked: {
        when: "haces clic en un botón de App Store o Google Play",
        fields: {
          location:
            "dónde ocurrió: hero (arriba en la página de inicio), header (la barra superior), recipe (al final de una página de receta), get (el enlace de descarga /get, cuando lleva un móvil a su tienda), recipes (la lista de recetas)",
          button_size: "large o small; no aparece si /get te llevó a la tienda",
          destination: "app_store o play_store",
          timestamp: "la fecha y la hora del clic",
          ...each(UTM_KEYS, () => "la etiqueta de campaña del enlace /get que abriste"),
          src: "dónde estaba el enlace /get, como «qr» para el código QR",
          ct: "la campaña de App Store del enlace /get que abriste",
        },
      },
      deletionRequested: {
        when: "envías el formulario de borrado de datos",
        fields: {
          email: "el correo que escribes, para que podamos encontrar tu cuenta",
          timestamp: "la fecha y la hora de la solicitud",
          source: "siempre «web_form»",
        },
      },
      recipeScaled: {
        when: "cambias las raciones de una receta, una vez que te decides por un número",
        fields: { recipe_slug: RECIPE_SLUG, servings: "el número de raciones que elegiste" },
      },
      cookModeStarted: {
        when: "activas «Mantener pantalla encendida» en una página de receta",
        fields: { recipe_slug: RECIPE_SLUG },
      },
      recipePrinted: {
        when: "imprimes una página de receta",
        fields: { recipe_slug: RECIPE_SLUG },
      },
      pantryMatched: {
        when: "los ingredientes que eliges en el selector de la nevera de la lista de recetas se asientan, como mucho una vez por cambio",
        fields: {
          ingredient_count: "cuántos ingredientes elegiste (nunca cuáles)",
          full_matches: "para cuántas recetas tienes todos los ingredientes",
          source:
            "«picker» si los elegiste en la página, «link» si los traía un enlace que abriste",
        },
      },
      webVitals: {
        when: "una vez por página, para medir lo rápida que fue",
        fields: {
          lcp: "cuánto tardó en aparecer el contenido principal, en milisegundos",
          cls: "cuánto se movió el diseño durante la carga",
          inp: "cuánto tardó la página en responderte, en milisegundos",
        },
      },
    },
    fields: {
      every: {
        screen_width: "el ancho de tu pantalla en píxeles",
        screen_height: "el alto de tu pantalla en píxeles",
        device_type: "«desktop» si la pantalla mide más de 768 píxeles de ancho y, si no, «mobile»",
        browser: "el user agent de tu navegador",
        platform: "siempre «web»",
        is_development: "si la web se ejecutaba en modo de desarrollo",
        current_route: "la página en la que estabas",
        locale: "el idioma de esa página: «en», «de», «es»",
      },
      page: {
        $current_url:
          "la dirección de la página, sin la parte que va después de # y con los valores indicados abajo anonimizados",
        $referrer:
          "la dirección de la página que enlazó a la nuestra, si la hay, sin su consulta y anonimizada del mismo modo",
        ...each(
          UTM_KEYS,
          (name) => `la etiqueta de campaña ${name} de la dirección de la página, si la tiene`,
        ),
        ...each(
          CLICK_ID_PARAMS,
          () => "el ID de clic publicitario de la dirección de la página, si lo tiene",
        ),
      },
      envelope: {
        distinct_id: "el identificador aleatorio guardado en la cookie de abajo",
        $device_id: "el mismo identificador",
        $insert_id: "un id aleatorio del evento, para que nunca se cuente dos veces",
        time: "cuándo ocurrió",
        token: "el token público de nuestro proyecto de Mixpanel",
      },
      library: {
        $referring_domain: "el dominio de la página que enlazó a la nuestra",
        $browser: "el nombre de tu navegador",
        $browser_version: "su versión",
        $os: "el nombre de tu sistema operativo",
        $device: "el tipo de dispositivo, como iPhone o Android, en móviles",
        $screen_width: "el ancho de tu pantalla",
        $screen_height: "el alto de tu pantalla",
        mp_lib: "el nombre de la biblioteca",
        $lib_version: "la versión de la biblioteca",
        mp_sent_by_lib_version: "la versión de la biblioteca",
      },
      scroll: {
        $scroll_checkpoint: "el punto de control que pasaste",
        $scroll_percentage: "cuánto has bajado por la página, en porcentaje",
        $scroll_top: "cuánto has bajado por la página, en píxeles",
        $scroll_height: "el alto de la página en píxeles",
        $mp_autocapture: "que la biblioteca lo registró por sí sola",
      },
      request: {
        distinct_id: "un identificador creado solo para esta solicitud, nunca el de tus visitas",
        $insert_id: "el id de la solicitud, el mismo si lo vuelves a intentar",
        time: "cuándo hiciste la solicitud",
        token: "el token público de nuestro proyecto de Mixpanel",
      },
    },
    stored: {
      identifierCookie: {
        purpose:
          "un identificador aleatorio, para que tus visitas cuenten como las de un mismo visitante",
        lifetime: "365 días",
      },
      eventQueue: {
        purpose:
          "eventos pendientes de envío, para que no se pierda ninguno si falla una solicitud",
        lifetime: "hasta que se envían",
      },
      tabId: {
        purpose: "un identificador aleatorio de la pestaña del navegador",
        lifetime: "hasta que cierras la pestaña",
      },
      tabIdNote: {
        purpose: "indica que la pestaña ya tiene un identificador",
        lifetime: "hasta que cierras la pestaña",
      },
      replayDatabase: {
        purpose:
          "la grabación de la sesión pendiente de envío y una nota de las grabaciones en curso",
        lifetime: "hasta que se envían o la biblioteca hace su propia limpieza",
      },
      replayDatabaseIdle: {
        purpose:
          "una nota de las grabaciones de sesión en curso (no hay ninguna: esta web no graba nada)",
        lifetime: "hasta que se envían o la biblioteca hace su propia limpieza",
      },
      flagCache: {
        purpose: "la caché de feature flags de la biblioteca (vacía: esta web no usa ninguno)",
        lifetime: "hasta que la biblioteca hace su propia limpieza",
      },
      optOut: {
        purpose:
          "solo después de que rechaces: indica a la biblioteca que no envíe nada más, ni siquiera el final de una grabación",
        lifetime: "hasta que sales de la página",
      },
    },
  },
};

import { CLICK_ID_PARAMS } from "../../../analytics/redact";
import { UTM_KEYS } from "../../../get/constants";
import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

const each = (names: readonly string[], meaning: (name: string) => string) =>
  Object.fromEntries(names.map((name) => [name, meaning(name)]));

const RECIPE_SLUG = "das Rezept, so wie es in der Adresse seiner Seite heißt";

export const policy: Localized<EnglishTexts["policy"]> = {
  effectiveDate: "Gültig ab: {date}",
  translationNotice:
    "Dies ist eine Übersetzung. Weicht sie von der {englishPolicy} ab, gilt die englische Fassung.",
  englishPolicy: "englischen Datenschutzerklärung",
  intro:
    "Hier erfährst du, welche Daten {company} erhebt, wenn du die App {productName} für iOS und Android oder diese Website nutzt, wie wir sie verwenden und welche Wahl du hast.",
  tableOfContents: "Inhalt",
  numbered: "{number}. {title}",
  quoted: {
    privacyChoices: "Datenschutzeinstellungen",
    purposes: {
      analytics: "deinen Besuch mit der Webanalyse von Mixpanel zählen",
      session_replay:
        "mit Mixpanel Session Replay aufzeichnen, wie du dich durch die Seiten bewegst, wobei alle Texte und Eingaben verborgen bleiben",
    },
    fridgeHeading: "Was ist in deinem Kühlschrank?",
    clearAll: "Alle entfernen",
    clearTicks: "Häkchen entfernen",
    dataDeletion: "Datenlöschung",
  },
  collect: {
    title: "Welche Daten wir erheben",
    intro:
      "Wir erheben nur die Daten, die wir brauchen, um {productName} zu betreiben und für dich nützlich zu machen. Die meisten davon gibst du uns selbst.",
    accountTitle: "Kontodaten",
    account:
      "Wenn du ein Konto anlegst, erheben wir deine E-Mail-Adresse und ein Passwort. Dein Passwort speichern wir nur als Hash: nie im Klartext, und wir können es nicht lesen.",
    profileTitle: "Profildaten",
    profileIntro: "Du kannst deinem Profil Folgendes hinzufügen:",
    profile: {
      name: "einen Anzeigenamen und ein Profilbild;",
      preferences: "deine Essensvorlieben, Allergene und Ernährungsweise;",
      subscribed: "deinen Abo-Status;",
      visibility:
        "deine Sichtbarkeitseinstellungen, mit denen du festlegst, was andere von deinem Profil sehen;",
      onboarding:
        "deinen Einführungsstatus, damit wir wissen, welche Schritte der Einführung du schon abgeschlossen hast.",
    },
    contentTitle: "Inhalte, die du erstellst",
    contentIntro:
      "Während du die App nutzt, speichern wir deine Inhalte, damit sie da sind, wenn du wiederkommst:",
    content: {
      recipes: "gespeicherte Rezepte und die Sammlungen, in die du sie ordnest;",
      history: "deinen Verlauf der Gerichte, die du gekocht hast;",
      pantry: "deine Vorrats- und Einkaufslisten, auch selbst angelegte Zutaten;",
      notes: "Notizen, die du schreibst, und die Haltbarkeitsdaten, die du für Zutaten einträgst.",
    },
    deviceTitle: "Geräte- und Nutzungsdaten",
    device:
      "Wenn du die App oder diese Website nutzt, erhalten wir technische Angaben wie Gerätetyp, Betriebssystem, Bildschirmgröße, Browser- und App-Version sowie Angaben dazu, wie du {productName} nutzt, zum Beispiel welche Bildschirme du öffnest und welche Funktionen du verwendest. Wie das geschieht, erklärt Abschnitt 3.",
  },
  use: {
    title: "Wofür wir deine Daten verwenden",
    intro: "Wir verwenden deine Daten, um:",
    purposes: {
      account: "dein Konto anzulegen, zu schützen und dich anmelden zu lassen;",
      features:
        "dir die Funktionen der App zu bieten, etwa Rezepte passend zu den Zutaten in deinem Vorrat zu finden und deine gespeicherten Rezepte, Listen, Notizen und deinen Verlauf aufzubewahren;",
      personalise:
        "dir Rezepte vorzuschlagen, die zu deinen Essensvorlieben, Allergenen und deiner Ernährungsweise passen;",
      requests:
        "deine Fragen zu beantworten und Anfragen zu bearbeiten, die du uns schickst, auch Löschanfragen;",
      abuse: "Missbrauch, Betrug und Sicherheitsprobleme zu erkennen und zu verhindern;",
      improve:
        "zu verstehen, wie {productName} genutzt wird, damit wir Fehler beheben und die App verbessern können.",
    },
    noAdvertising: "Wir nutzen deine Daten nicht für Werbung und verkaufen sie an niemanden.",
  },
  analytics: {
    title: "Analyse",
    intro:
      "Die App {productName} und diese Website nutzen Mixpanel, einen Dienst zur Produktanalyse, um zu verstehen, wie sie genutzt werden. Mixpanel verarbeitet diese Daten in unserem Auftrag (Auftragsverarbeitung).",
    signalsTitle: "Global Privacy Control und Do Not Track",
    signals:
      "Diese Website behandelt die Signale Global Privacy Control und Do Not Track als Ablehnung, ohne nachzufragen. Ist eines davon in deinem Browser eingeschaltet, sendet die Website keine Analysedaten zu Seitenaufrufen oder Klicks und setzt keine Analyse-Cookies. Gesendet wird dann nur noch eine Löschanfrage, die du selbst abschickst, denn die brauchen wir, um deine Anfrage umzusetzen.",
    notDoneTitle: "Was wir nicht tun",
    notDone:
      "Wir nutzen Analysedaten nicht für Werbung, erstellen keine Werbeprofile und verkaufen keine Analysedaten.",
  },
  security: {
    title: "Datensicherheit",
    measures:
      "Wir treffen angemessene technische und organisatorische Maßnahmen, um deine Daten vor Verlust, Missbrauch und unbefugtem Zugriff zu schützen. Passwörter speichern wir nur als Hash, Daten werden über verschlüsselte Verbindungen übertragen, und Zugriff auf personenbezogene Daten haben nur die Personen und Dienstleister, die ihn brauchen, um {productName} zu betreiben.",
    breaches:
      "Keine Art, Daten zu speichern oder zu übertragen, ist völlig sicher; absolute Sicherheit können wir daher nicht garantieren. Erfahren wir von einer Verletzung des Schutzes deiner personenbezogenen Daten, benachrichtigen wir dich und die zuständigen Behörden, wie es das Gesetz verlangt.",
  },
  rights: {
    title: "Deine Rechte",
    intro: "Du kannst von uns verlangen:",
    access: {
      right: "Auskunft",
      text: "{right} über deine Daten: eine Kopie der personenbezogenen Daten, die wir über dich gespeichert haben.",
    },
    correct: {
      right: "Berichtigung",
      text: "{right} deiner Daten: Wir korrigieren, was falsch oder unvollständig ist. Das meiste in deinem Profil und deinen Inhalten kannst du auch direkt in der App ändern.",
    },
    delete: {
      right: "Löschung",
      text: "{right} deiner Daten: Wir entfernen dein Konto und die damit verknüpften Daten. {link}",
    },
    export: {
      right: "Datenübertragbarkeit",
      text: "{right}: Du erhältst deine Daten in einem gängigen, maschinenlesbaren Format.",
    },
    howTo: {
      one: "Für all das schreib uns an {mail}. Eventuell bitten wir dich vorher zu bestätigen, dass das Konto dir gehört. Wir antworten innerhalb von {count} Tag.",
      other:
        "Für all das schreib uns an {mail}. Eventuell bitten wir dich vorher zu bestätigen, dass das Konto dir gehört. Wir antworten innerhalb von {count} Tagen.",
    },
    kept: "Manche Daten behalten wir nach einer Löschanfrage, wenn wir sie aus rechtlichen Gründen aufbewahren müssen oder für die Sicherheit brauchen, etwa um Betrug zu verhindern. Wir behalten sie nur, solange dieser Grund besteht.",
    complain:
      "Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Land, in dem du lebst oder arbeitest oder in dem du einen Verstoß vermutest – in Deutschland etwa bei der Datenschutzbehörde deines Bundeslands. Am liebsten klären wir dein Anliegen aber vorher selbst: schreib uns an {mail}.",
  },
  future: {
    title: "Geplante Funktionen",
    intro: "Wir planen neue Funktionen für {productName}, darunter:",
    features: {
      friends: "Freunde;",
      barcode: "Eingabe per Barcode;",
      voice: "Spracheingabe;",
      family: "Familienpläne mit Rollen und Berechtigungen für Familienmitglieder;",
      images: "Bilder hochladen;",
      premium: "Premium-Stufen;",
      sync: "Synchronisierung;",
      expiry: "Erinnerungen an Haltbarkeitsdaten.",
    },
    update:
      "Für manche dieser Funktionen brauchen wir vielleicht neue Arten von Daten. Bevor das passiert, passen wir diese Datenschutzerklärung an, erklären, was wir erheben und warum, und ändern das Datum oben.",
  },
  dietary: {
    title: "Rezeptempfehlungen und Hinweis zur Lebensmittelsicherheit",
    aids: "Rezeptempfehlungen, Zutatentreffer, Allergenfilter und Ernährungshinweise in {productName} sollen dir bei der Wahl helfen, was du kochst. Sie garantieren nicht, dass ein Rezept für dich unbedenklich ist. Angaben zu Rezepten und Zutaten können unvollständig oder falsch sein, und Produkte unterscheiden sich je nach Marke und können ihre Zutaten ändern.",
    advice: {
      labels: "Prüf immer die Etiketten der Zutaten, die du verwendest.",
      allergy:
        "Wenn du eine Lebensmittelallergie, eine Unverträglichkeit oder eine Erkrankung hast, frag eine Ärztin, einen Ernährungsberater oder eine andere Fachperson, was für dich unbedenklich ist.",
      expiry:
        "Haltbarkeitsdaten und Notizen, die du einträgst, sind Erinnerungen; prüf das Lebensmittel selbst, bevor du es isst.",
    },
    liability:
      "Soweit gesetzlich zulässig, haftet {company} nicht für allergische Reaktionen, Erkrankungen oder andere Schäden durch Rezepte, Empfehlungen oder Filter in {productName}.",
  },
  sharing: {
    title: "Keine Weitergabe deiner Daten",
    intro:
      "Wir verkaufen deine personenbezogenen Daten nicht und geben sie nicht an Dritte weiter, außer:",
    exceptions: {
      providers:
        "an Dienstleister, die sie in unserem Auftrag und nur nach unseren Weisungen verarbeiten, etwa unser Analysedienst (Mixpanel) und unsere Hosting-Anbieter;",
      law: "wenn uns das Gesetz zur Herausgabe verpflichtet.",
    },
  },
  contact: {
    title: "Kontakt",
    text: "Verantwortlich für die Verarbeitung deiner Daten ist {company}. Hast du Fragen zu dieser Datenschutzerklärung oder zu deinen Daten, schreib uns an {mail}.",
  },
  record: {
    choiceTitle: "Deine Wahl",
    consent: {
      never:
        "Wir zählen deinen Besuch mit Mixpanel, sobald eine Seite geladen ist, ohne vorher zu fragen. Du kannst das jederzeit über {choices} abschalten.",
      always:
        "Wir fragen dich, bevor wir irgendetwas erfassen: {held}. Du kannst deine Antwort jederzeit über {choices} ändern.",
      auto: "Liegt die Zeitzone deines Browsers im Europäischen Wirtschaftsraum, im Vereinigten Königreich oder in der Schweiz oder verrät sie nicht, wo du bist (etwa UTC), fragen wir dich, bevor wir irgendetwas erfassen: {held}. Anderswo zählen wir deinen Besuch mit Mixpanel, sobald eine Seite geladen ist. Du kannst deine Antwort jederzeit über {choices} ändern.",
      held: "Bis du dich entscheidest, setzt diese Website kein Analyse-Cookie, speichert nichts dafür und sendet nichts an Mixpanel; was du in der Zwischenzeit tust, bleibt im Speicher der Seite und wird gesendet, wenn du zustimmst, und verworfen, wenn du ablehnst",
      choices: "„{privacyChoices}“ unten auf jeder Seite",
    },
    ask: "Unsere Frage: Dürfen wir {purposes}? Deine Antwort merken wir uns im lokalen Speicher deines Browsers unter dem Namen {key}: die Version der Frage ({version}), worauf sie sich bezog, deine Antwort und ihr Datum. Sie wird nie an jemanden gesendet. Nach {days} fragen wir erneut, und früher, wenn wir ändern, was wir fragen oder wohin die Daten gehen.",
    purposesJoin: " und ",
    days: { one: "{count} Tag", other: "{count} Tagen" },
    keptDays: { one: "{count} Tag", other: "{count} Tage" },
    request:
      "Eine Löschanfrage, die du abschickst, ist keine Analyse: Sie wird gesendet, egal wie du dich entschieden hast, weil du uns darum gebeten hast. Sie geht für sich allein, unter einer Kennung, die nur für sie erzeugt wird, wird also nie mit deinen Besuchen verknüpft und enthält nur, was du eingegeben hast, sowie die ID und den Zeitpunkt der Anfrage. Es geht kein Cookie mit, Mixpanel leitet daraus keinen Standort ab, und sie wird nie in deinem Browser gespeichert: Kann sie nicht bestätigt werden, gibt dir die Seite stattdessen eine E-Mail, die du uns schicken kannst.",
    recordTitle: "Was wir erfassen",
    recordIntro:
      "Auf dieser Website erfassen wir die unten aufgeführten Ereignisse und sonst nichts. Ein Teil davon sind personenbezogene Daten: die zufällige Kennung, die deine Besuche einer Person zuordnet, der User-Agent deines Browsers, die Adressen und Kampagnen-Tags der Seiten, die du öffnest, und der ungefähre Standort, den Mixpanel aus deiner IP-Adresse ableitet (Land, Region und Stadt). Die E-Mail-Adresse, die du im Formular zur Datenlöschung eingibst, geht nur mit dieser Anfrage mit.",
    sentWhen: "Gesendet, wenn {when}. Enthält:",
    scrollWhen: "du {checkpoints} Prozent einer Seite heruntergescrollt hast",
    field: "{name}: {meaning}",
    everyEvent: "Jedes Ereignis enthält außerdem:",
    envelope: "und, um zu zeigen, wer es wann gesendet hat:",
    library:
      "Die Bibliothek von Mixpanel lädt erst, wenn du auf einer Seite zum ersten Mal tippst, etwas eingibst oder scrollst (oder die Seite verlässt). Bis dahin sendet diese Website deine Seitenaufrufe selbst, mit den Feldern oben. Die Ereignisse, die die Bibliothek sendet, enthalten außerdem:",
    ipLocation:
      "Mixpanel nutzt außerdem die IP-Adresse, von der jede Anfrage kommt, um einen ungefähren Standort abzuleiten (Land, Region und Stadt), und speichert ihn mit dem Ereignis.",
    requestFields: "Die Löschanfrage enthält die oben für sie genannten Felder und:",
    replay:
      "Außerdem zeichnen wir bis zu {hours} Stunden lang auf, wie du dich durch die Seiten bewegst (Session Replay), wobei jeder Text und jede Eingabe unkenntlich gemacht und das Formular zur Datenlöschung ausgeblendet wird; eine Aufzeichnung zeigt also nie, was du eingibst oder liest. Auf einer Seite, deren Adresse unkenntlich gemacht werden müsste (siehe unten), beginnt keine Aufzeichnung, und sie endet, sobald du zu einer solchen Seite wechselst.",
    leftOutTitle: "Was wir weglassen",
    leftOut:
      "Kein Ereignis enthält den Teil einer Adresse nach {hash}, in dem Anmeldelinks ihre Codes tragen. In jeder Adresse und jedem Wert, den wir erfassen, wird Folgendes durch {redacted} ersetzt: die Werte der Parameter {parameters} und jedes Parameters, dessen Name auf {endings} endet; jeder Teil einer Adresse, eines Parameters oder Werts, der {values} enthält, egal wie kodiert; und jeder Parameter, der eine andere Adresse mit einem dieser Teile enthält. Die Bibliothek von Mixpanel würde die Suchbegriffe aus der Adresse einer Suchmaschine hinzufügen; auch die lassen wir weg.",
    secretValues: { email: "eine E-Mail-Adresse", jwt: "ein JSON Web Token" },
    clickIdsRecorded:
      "Kampagnen-Tags und Werbe-Klick-IDs (etwa gclid oder fbclid) erfassen wir einzeln und genauso bereinigt; in Adressen werden die Klick-IDs ersetzt.",
    clickIdsDropped:
      "Kampagnen-Tags bleiben erhalten, genauso bereinigt; Werbe-Klick-IDs (etwa gclid oder fbclid) werden in jeder Adresse ersetzt und nicht erfasst.",
    whereTitle: "Wohin die Daten gehen und wie lange sie bleiben",
    where:
      "Jedes Ereignis geht direkt von deinem Browser an die Server von Mixpanel unter {host} und nirgendwo sonst hin.",
    regions: {
      unitedStates: "den USA",
      europeanUnion: "der Europäischen Union",
      india: "Indien",
    },
    kept: "Mixpanel speichert die Daten in {region}.",
    transfer:
      "Bist du im Europäischen Wirtschaftsraum, im Vereinigten Königreich oder in der Schweiz, werden deine Daten damit in ein Drittland übermittelt: Sie liegen in {region}. Unser Auftragsverarbeitungsvertrag mit Mixpanel sichert sie mit den Standardvertragsklauseln der Europäischen Kommission ab.",
    unknownRegion:
      "Mixpanel speichert die Daten in der Region, für die unser Projekt eingerichtet ist; schreib uns, wenn du wissen möchtest, welche das ist.",
    retentionUnset:
      "Mixpanel speichert diese Ereignisse so lange, wie es die Aufbewahrungseinstellung unseres Projekts erlaubt; du kannst uns jederzeit bitten, deine zu löschen (siehe Abschnitt 5).",
    retention: {
      one: "Mixpanel speichert diese Ereignisse {count} Monat lang (die Aufbewahrungseinstellung unseres Projekts) und löscht sie dann; du kannst uns bitten, deine früher zu löschen (siehe Abschnitt 5).",
      other:
        "Mixpanel speichert diese Ereignisse {count} Monate lang (die Aufbewahrungseinstellung unseres Projekts) und löscht sie dann; du kannst uns bitten, deine früher zu löschen (siehe Abschnitt 5).",
    },
    basisTitle: "Rechtsgrundlage",
    basis: {
      consent:
        "deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung für die Zukunft widerrufen kannst",
      interests:
        "unser berechtigtes Interesse, zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können (Art. 6 Abs. 1 lit. f DSGVO); du kannst jederzeit widersprechen",
      whereAsked: "{consent}, wo wir dich fragen; anderswo {interests}",
      analytics: "Analyse: {basis}.",
      replay: "Session Replay: {basis}.",
      request:
        "Deine Löschanfrage: unsere rechtliche Verpflichtung, sie umzusetzen (Art. 6 Abs. 1 lit. c DSGVO).",
    },
    storageTitle: "Cookies und Speicher im Browser",
    stores: {
      cookie: "Cookie",
      localStorage: "lokaler Speicher",
      sessionStorage: "Sitzungsspeicher",
      indexedDB: "IndexedDB-Datenbank",
    },
    storedItem: "{name} ({store}): {purpose}; Speicherdauer: {lifetime}.",
    consentItem: "{name} ({store}): deine Antwort, siehe oben; Speicherdauer: {days}.",
    fridgeItem:
      "{name} ({store}): die Zutaten, die du in der Auswahl „{heading}“ auf {path} wählst, und ob Grundzutaten mitzählen, damit sie bei deinem nächsten Besuch noch da sind und Rezeptseiten zeigen können, welche Zutaten du hast. Das braucht die Auswahl, um zu funktionieren; es wird nie an uns oder sonst jemanden gesendet und bleibt gespeichert, bis du „{clear}“ wählst oder den Speicher deines Browsers leerst.",
    checklistItem:
      "{name} ({store}): die Zutaten und Schritte, die du auf einer Rezeptseite abhakst, damit sie beim Kochen abgehakt bleiben. Das wird nie an uns oder sonst jemanden gesendet und ist weg, wenn du den Tab schließt oder „{clear}“ wählst.",
    declined:
      "Lehnst du ab, nachdem du zugestimmt hast (Widerruf), stoppt die Analyse sofort: Es wird nichts mehr gesendet, und das Cookie, die Speicher und Datenbanken oben, die Analysedaten enthalten, werden entfernt.",
    leavingTitle: "Wenn du eine Seite früh verlässt",
    leaving:
      "Hast du der Analyse zugestimmt (oder wurdest nicht gefragt) und verlässt eine Seite, bevor ihre Ereignisse gesendet sind, schickt dein Browser sie beim Schließen der Seite direkt an Mixpanel, mit den oben genannten Feldern, und speichert die zufällige Kennung im oben genannten Cookie, damit dein nächster Besuch als derselbe Besucher zählt.",
    events: {
      pageViewed: {
        when: "du eine Seite öffnest",
        fields: { pathname: "die Adresse der Seite, mit einer etwaigen Abfrage (Query-String)" },
      },
      downloadClicked: {
        when: "du auf ein App-Store- oder Google-Play-Badge klickst",
        fields: {
          location:
            "wo es passiert ist: hero (oben auf der Startseite), header (in der oberen Leiste), recipe (am Ende einer Rezeptseite), get (der Download-Link /get, wenn er ein Handy in seinen Store schickt), recipes (die Rezeptliste)",
          button_size: "large oder small; fehlt, wenn /get dich in den Store geschickt hat",
          destination: "app_store oder play_store",
          timestamp: "Datum und Uhrzeit des Klicks",
          ...each(UTM_KEYS, () => "das Kampagnen-Tag des /get-Links, den du geöffnet hast"),
          src: "wo der /get-Link war, etwa „qr“ für den QR-Code",
          ct: "die App-Store-Kampagne des /get-Links, den du geöffnet hast",
        },
      },
      deletionRequested: {
        when: "du das Formular zur Datenlöschung abschickst",
        fields: {
          email: "die E-Mail-Adresse, die du eingibst, damit wir dein Konto finden",
          timestamp: "Datum und Uhrzeit der Anfrage",
          source: "immer „web_form“",
        },
      },
      recipeScaled: {
        when: "du die Portionen eines Rezepts änderst, sobald du dich auf eine Zahl festlegst",
        fields: {
          recipe_slug: RECIPE_SLUG,
          servings: "die Zahl der Portionen, die du gewählt hast",
        },
      },
      cookModeStarted: {
        when: "du auf einer Rezeptseite „Bildschirm anlassen“ einschaltest",
        fields: { recipe_slug: RECIPE_SLUG },
      },
      recipePrinted: {
        when: "du eine Rezeptseite druckst",
        fields: { recipe_slug: RECIPE_SLUG },
      },
      pantryMatched: {
        when: "die Zutaten, die du in der Kühlschrank-Auswahl der Rezeptliste gewählt hast, feststehen, höchstens einmal pro Änderung",
        fields: {
          ingredient_count: "wie viele Zutaten du gewählt hast (nie welche)",
          full_matches: "für wie viele Rezepte du alle Zutaten hast",
          source:
            "„picker“, wenn du sie auf der Seite gewählt hast, „link“, wenn ein Link, den du geöffnet hast, sie mitgebracht hat",
        },
      },
      webVitals: {
        when: "einmal pro Seite, um zu messen, wie schnell sie war",
        fields: {
          lcp: "wie lange der Hauptinhalt zum Erscheinen brauchte, in Millisekunden",
          cls: "wie stark sich das Layout beim Laden verschoben hat",
          inp: "wie lange die Seite brauchte, um auf dich zu reagieren, in Millisekunden",
        },
      },
    },
    fields: {
      every: {
        screen_width: "die Breite deines Bildschirms in Pixeln",
        screen_height: "die Höhe deines Bildschirms in Pixeln",
        device_type: "„desktop“, wenn der Bildschirm breiter als 768 Pixel ist, sonst „mobile“",
        browser: "der User-Agent-String deines Browsers",
        platform: "immer „web“",
        is_development: "ob die Website im Entwicklungsmodus lief",
        current_route: "die Seite, auf der du warst",
        locale: "die Sprache dieser Seite: „en“, „de“, „es“",
      },
      page: {
        $current_url:
          "die Adresse der Seite, ohne den Teil nach # und mit den unten genannten Werten unkenntlich gemacht",
        $referrer:
          "die Adresse der Seite, die auf unsere verlinkt hat, falls vorhanden, ohne ihre Abfrage und genauso unkenntlich gemacht",
        ...each(
          UTM_KEYS,
          (name) => `das Kampagnen-Tag ${name} in der Adresse der Seite, falls vorhanden`,
        ),
        ...each(
          CLICK_ID_PARAMS,
          () => "die Werbe-Klick-ID in der Adresse der Seite, falls vorhanden",
        ),
      },
      envelope: {
        distinct_id: "die zufällige Kennung aus dem Cookie unten",
        $device_id: "dieselbe Kennung",
        $insert_id: "eine zufällige ID für das Ereignis, damit es nie doppelt gezählt wird",
        time: "wann es passiert ist",
        token: "der öffentliche Token unseres Mixpanel-Projekts",
      },
      library: {
        $referring_domain: "die Domain der Seite, die auf unsere verlinkt hat",
        $browser: "der Name deines Browsers",
        $browser_version: "seine Version",
        $os: "der Name deines Betriebssystems",
        $device: "die Art deines Geräts, etwa iPhone oder Android, auf Handys",
        $screen_width: "die Breite deines Bildschirms",
        $screen_height: "die Höhe deines Bildschirms",
        mp_lib: "der Name der Bibliothek",
        $lib_version: "die Version der Bibliothek",
        mp_sent_by_lib_version: "die Version der Bibliothek",
      },
      scroll: {
        $scroll_checkpoint: "die Marke, die du passiert hast",
        $scroll_percentage: "wie weit unten auf der Seite du bist, in Prozent",
        $scroll_top: "wie weit unten auf der Seite du bist, in Pixeln",
        $scroll_height: "die Höhe der Seite in Pixeln",
        $mp_autocapture: "dass die Bibliothek es von selbst erfasst hat",
      },
      request: {
        distinct_id: "eine Kennung nur für diese Anfrage, nie die deiner Besuche",
        $insert_id: "die ID der Anfrage, dieselbe, wenn du es erneut versuchst",
        time: "wann du die Anfrage gestellt hast",
        token: "der öffentliche Token unseres Mixpanel-Projekts",
      },
    },
    stored: {
      identifierCookie: {
        purpose: "eine zufällige Kennung, damit deine Besuche als ein Besucher zählen",
        lifetime: "365 Tage",
      },
      eventQueue: {
        purpose:
          "Ereignisse, die noch gesendet werden, damit keines verloren geht, wenn eine Anfrage scheitert",
        lifetime: "bis sie gesendet sind",
      },
      tabId: {
        purpose: "eine zufällige Kennung für den Browser-Tab",
        lifetime: "bis du den Tab schließt",
      },
      tabIdNote: {
        purpose: "vermerkt, dass der Tab schon eine Kennung hat",
        lifetime: "bis du den Tab schließt",
      },
      replayDatabase: {
        purpose:
          "die Sitzungsaufzeichnung, die noch gesendet wird, und ein Vermerk der laufenden Aufzeichnungen",
        lifetime: "bis sie gesendet sind oder die Bibliothek selbst aufräumt",
      },
      replayDatabaseIdle: {
        purpose:
          "ein Vermerk laufender Sitzungsaufzeichnungen (es gibt keine: diese Website zeichnet nichts auf)",
        lifetime: "bis sie gesendet sind oder die Bibliothek selbst aufräumt",
      },
      flagCache: {
        purpose:
          "der Zwischenspeicher der Bibliothek für Feature-Flags (leer: diese Website nutzt keine)",
        lifetime: "bis die Bibliothek selbst aufräumt",
      },
      optOut: {
        purpose:
          "nur nachdem du abgelehnt hast: sagt der Bibliothek, nichts mehr zu senden, nicht einmal das Ende einer Aufzeichnung",
        lifetime: "bis du die Seite verlässt",
      },
    },
  },
};

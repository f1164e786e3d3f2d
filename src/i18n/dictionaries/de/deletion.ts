import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";

export const deletion: Localized<EnglishTexts["deletion"]> = {
  confirmation:
    "Sobald deine Daten gelöscht sind, schicken wir dir eine Bestätigung an diese Adresse.",
  form: {
    label: "E-Mail-Adresse *",
    placeholder: "Deine E-Mail-Adresse",
    hint: "Nimm die E-Mail-Adresse, mit der du dich in der App anmeldest.",
    hintEmailRoute:
      "Beim Absenden öffnet sich dein E-Mail-Programm mit der fertigen Anfrage – du musst sie nur noch senden.",
    submit: "Anfrage senden",
    submitting: "Wird gesendet …",
    submittingAnnouncement: "Deine Anfrage wird gesendet",
    submitOffReason: "Gib deine E-Mail-Adresse ein, dann kannst du „Anfrage senden“ drücken.",
    missingAddress: "Gib deine E-Mail-Adresse ein.",
    malformedAddress:
      "Prüf die E-Mail-Adresse: Sie braucht einen Namen, ein @ und eine Domain, zum Beispiel name@example.com.",
  },
  outcome: {
    receivedTitle: "Anfrage erfolgreich gesendet",
    received: "Deine Anfrage, die Daten von {email} zu löschen, ist bei uns angekommen.",
    processedWithin: {
      one: "Wir bearbeiten sie innerhalb von {count} Tag.",
      other: "Wir bearbeiten sie innerhalb von {count} Tagen.",
    },
    submitAnother: "Weitere Anfrage senden",
    notReachedTitle: "Deine Anfrage ist noch nicht bei uns angekommen",
    emailStepTitle: "Noch ein Schritt: die E-Mail absenden",
    tryAgain: "Noch mal versuchen",
    startOver: "Neu beginnen",
    notSent:
      "Wir konnten deine Anfrage, die Daten von {email} zu löschen, von dieser Seite aus nicht senden. Das kann an einem Inhaltsblocker, an deinem Netzwerk oder an einem Fehler bei uns liegen.",
    sendByEmail:
      "Schick sie uns bitte stattdessen per E-Mail. Sie ist schon fertig geschrieben und an {contactEmail} adressiert.",
    pressSend:
      "Dein E-Mail-Programm sollte jetzt eine Nachricht an {contactEmail} zeigen, in der du uns bittest, die Daten von {email} zu löschen. Tipp dort auf „Senden“: Deine Anfrage erreicht uns erst, wenn diese E-Mail verschickt ist.",
    noEmailApp:
      "Kein E-Mail-Programm aufgegangen? Kopier die Anfrage und schick sie von einem beliebigen E-Mail-Konto.",
    pleaseEmail: "Schreib bitte an {contactEmail}, damit wir die Daten von {email} löschen.",
  },
  emailRoute: {
    emailRequest: "Anfrage per E-Mail senden",
    copy: "Anfrage kopieren",
    copied: "Kopiert",
    copiedAnnouncement: "Anfrage kopiert. Füg sie in eine neue E-Mail an {contactEmail} ein.",
    copyFailedAnnouncement:
      "Kopieren hat nicht geklappt. Markier die Anfrage unten und kopier sie selbst.",
    requestCaption: "Deine Anfrage, fertig zum Senden",
    sameHandling: {
      one: "Anfragen per E-Mail behandeln wir genauso: Wir löschen deine Daten innerhalb von {count} Tag und schreiben dir, sobald es erledigt ist.",
      other:
        "Anfragen per E-Mail behandeln wir genauso: Wir löschen deine Daten innerhalb von {count} Tagen und schreiben dir, sobald es erledigt ist.",
    },
  },
  mail: {
    subject: "Antrag auf Löschung meiner Daten",
    body: "Ich bitte um Löschung meines Kontos bei {productName} und aller dazugehörigen Daten.",
    product: "Produkt: {productName}",
    accountEmail: "E-Mail-Adresse des Kontos: {email}",
    date: "Datum der Anfrage: {date}",
    to: "An: {contactEmail}",
    subjectLine: "Betreff: {subject}",
  },
  info: {
    madeBy: "{productName} wird von {company} entwickelt",
    lead: "Auf dieser Seite kannst du uns bitten, dein Konto bei {productName} und alle dazugehörigen Daten zu löschen.",
    howTitle: "So beantragst du die Löschung",
    enterAddress:
      "Gib im Formular auf dieser Seite die E-Mail-Adresse deines Kontos bei {productName} ein.",
    deleteWithin: {
      one: "Wir löschen dein Konto und seine Daten innerhalb von {count} Tag.",
      other: "Wir löschen dein Konto und seine Daten innerhalb von {count} Tagen.",
    },
    deleteTitle: "Was wir löschen",
    deleted: {
      account: "dein Konto: E-Mail-Adresse und Passwort;",
      profile: "dein Profil: Anzeigename, Profilbild und Einstellungen;",
      recipes: "deine gespeicherten Rezepte und Sammlungen;",
      history: "deinen Kochverlauf;",
      pantry: "deine Vorrats- und Einkaufslisten, auch selbst angelegte Zutaten;",
      notes: "deine Notizen und die Haltbarkeitsdaten deiner Zutaten;",
      preferences: "deine Essensvorlieben, Allergene und Ernährungsweise.",
    },
    keepTitle: "Was wir eventuell behalten",
    keepIntro:
      "Einige wenige Angaben behalten wir nur, wenn wir müssen – aus rechtlichen Gründen, zur Betrugsvorbeugung oder für die Sicherheit:",
    kept: {
      record:
        "einen Nachweis deiner Löschanfrage, damit wir zeigen können, dass wir sie umgesetzt haben;",
      law: "Unterlagen, die wir gesetzlich aufbewahren müssen, so lange das Gesetz es verlangt;",
      securityLogs: {
        one: "Sicherheitsprotokolle, höchstens {count} Tag lang.",
        other: "Sicherheitsprotokolle, höchstens {count} Tage lang.",
      },
    },
    keepOutro:
      "Wir behalten diese Angaben nur so lange, wie diese Pflichten es verlangen, und löschen sie danach.",
    otherTitle: "Weitere Wege, deine Daten zu löschen",
    otherWays:
      "Du kannst dein Konto auch direkt in der App {productName} unter „Kontoeinstellungen“ löschen oder uns an {mail} schreiben.",
  },
};

import { LANGUAGES, type Language } from "../../i18n/languages";
import type { Texts } from "../../i18n/texts";
import { fill } from "../../i18n/words";

export type DeletionRequest = {
  contactEmail: string;
  productName: string;
  email: string;
  requestedAt: Date;
};

/** The words of the email, in the page's language: the visitor reads what they send. */
export type MailWords = { mail: Texts["deletion"]["mail"]; language: Language };

/** English keeps the British long date it always had ("6 June 2025"); others their own. */
const requestDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : LANGUAGES[language].locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);

export const deletionMailBody = (
  { productName, email, requestedAt }: Omit<DeletionRequest, "contactEmail">,
  { mail, language }: MailWords,
) =>
  [
    fill(mail.body, { productName }),
    "",
    fill(mail.product, { productName }),
    fill(mail.accountEmail, { email }),
    fill(mail.date, { date: requestDate(requestedAt, language) }),
  ].join("\n");

/** A mailto link with the request written out, for when the form could not send it. */
export const deletionMailto = (
  { contactEmail, ...request }: DeletionRequest,
  words: MailWords,
): string =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(words.mail.subject)}&body=${encodeURIComponent(
    deletionMailBody(request, words),
  )}`;

/** The same email as plain text, for visitors without a mail app. */
export const deletionRequestText = (request: DeletionRequest, words: MailWords): string =>
  [
    fill(words.mail.to, { contactEmail: request.contactEmail }),
    fill(words.mail.subjectLine, { subject: words.mail.subject }),
    "",
    deletionMailBody(request, words),
  ].join("\n");

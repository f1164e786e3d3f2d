export const DELETION_MAIL_SUBJECT = "Data Deletion Request";

export type DeletionRequest = {
  contactEmail: string;
  productName: string;
  email: string;
  requestedAt: Date;
};

const requestDate = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);

export const deletionMailBody = ({
  productName,
  email,
  requestedAt,
}: Omit<DeletionRequest, "contactEmail">) =>
  [
    `Please delete my ${productName} account and all the data that belongs to it.`,
    "",
    `Product: ${productName}`,
    `Account email: ${email}`,
    `Date of request: ${requestDate(requestedAt)}`,
  ].join("\n");

/** A mailto link with the request written out, for when the form could not send it. */
export const deletionMailto = ({ contactEmail, ...request }: DeletionRequest): string =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(DELETION_MAIL_SUBJECT)}&body=${encodeURIComponent(
    deletionMailBody(request),
  )}`;

/** The same email as plain text, for visitors without a mail app. */
export const deletionRequestText = (request: DeletionRequest): string =>
  [
    `To: ${request.contactEmail}`,
    `Subject: ${DELETION_MAIL_SUBJECT}`,
    "",
    deletionMailBody(request),
  ].join("\n");

export const DELETION_MAIL_SUBJECT = "Data Deletion Request";

type DeletionMailto = { contactEmail: string; productName: string; email: string };

export const deletionMailBody = ({ productName, email }: Omit<DeletionMailto, "contactEmail">) =>
  `Please delete my ${productName} account and the data that belongs to it.\n\nAccount email: ${email}`;

/** A mailto link the visitor can use when the request itself may not have reached us. */
export const deletionMailto = ({ contactEmail, ...request }: DeletionMailto): string =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(DELETION_MAIL_SUBJECT)}&body=${encodeURIComponent(
    deletionMailBody(request),
  )}`;

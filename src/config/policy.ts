/** Promises the site makes to visitors about their data, named once for every page and test. */

/** A deletion request is carried out within this many days. */
export const DELETION_DAYS = 30;

/**
 * The one email a deletion request brings: sent when the deletion is done, not before (nothing
 * is sent on receipt). Said in these words wherever the site promises it, after the address.
 */
export const DELETION_CONFIRMATION =
  "We send a confirmation email to that address once your data has been deleted.";

/** Privacy requests (access, correction, export) are answered within this many days. */
export const PRIVACY_REPLY_DAYS = 30;

/** The privacy policy's effective date, as an ISO date for `<time dateTime>`. */
export const POLICY_EFFECTIVE_DATE = "2025-06-06";

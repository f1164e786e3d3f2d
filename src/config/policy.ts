/** Promises the site makes to visitors about their data, named once for every page and test. */

/** A deletion request is carried out within this many days. */
export const DELETION_DAYS = 30;

// What the site says it does with a request (its confirmation email included) is in the
// dictionary's "deletion" section, in each language.

/** Privacy requests (access, correction, export) are answered within this many days. */
export const PRIVACY_REPLY_DAYS = 30;

/** The privacy policy's effective date, as an ISO date for `<time dateTime>`. */
export const POLICY_EFFECTIVE_DATE = "2025-06-06";

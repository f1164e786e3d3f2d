/** Promises the site makes to visitors about their data, named once for every page and test. */

/** A deletion request is carried out within this many days. */
export const DELETION_DAYS = 30;

/** Privacy requests (access, correction, export) are answered within this many days. */
export const PRIVACY_REPLY_DAYS = 30;

/** The privacy policy's effective date, as an ISO date for `<time dateTime>`. */
export const POLICY_EFFECTIVE_DATE = "2025-06-06";

const ORDINAL_SUFFIXES: Record<Intl.LDMLPluralRule, string> = {
  zero: "th",
  one: "st",
  two: "nd",
  few: "rd",
  many: "th",
  other: "th",
};

/** "2025-06-06" → "June 6th, 2025", the way the policy writes dates. */
export const formatPolicyDate = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = date.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  const day = date.getUTCDate();
  const suffix = ORDINAL_SUFFIXES[new Intl.PluralRules("en-US", { type: "ordinal" }).select(day)];
  return `${month} ${day}${suffix}, ${date.getUTCFullYear()}`;
};

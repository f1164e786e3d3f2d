/**
 * How the privacy policy writes its dates. Kept apart from the promises in policy.ts, which pages
 * such as the deletion form import: their script need not carry the policy's date formatting.
 */

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

/**
 * A recipe's web address from its name: accents dropped, "&" read as "and", every run of other
 * characters one dash. The same name always gives the same slug.
 */
export const slugify = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

import { readFileSync } from "node:fs";

/**
 * The text of a fragment written in a source file, for a query in gatsby-node: Gatsby adds the
 * fragments it gathers from src to page and static queries only.
 */
export const readGraphqlFragment = (file: string, name: string): string => {
  const literals = [...readFileSync(file, "utf8").matchAll(/graphql`([^`]*)`/g)];
  const found = literals
    .map(([, text]) => text ?? "")
    .find((text) => new RegExp(`^\\s*fragment\\s+${name}\\s+on\\s`).test(text));
  if (!found) throw new Error(`${file} has no graphql fragment named ${name}`);
  return found;
};

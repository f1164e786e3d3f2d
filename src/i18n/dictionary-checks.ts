/**
 * A dictionary is a tree of strings. Every language's tree has exactly the keys of the default
 * language's, and keeps each of its `{placeholders}`: a missing key would show English on a
 * localized page, an extra one is a typo or a leftover, and a dropped placeholder loses a number.
 */
export type Dictionary = { readonly [key: string]: string | Dictionary };

const PLACEHOLDER = /\{(\w+)\}/g;

const placeholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map(([, name]) => name as string).sort();

const isTree = (value: unknown): value is Dictionary =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each problem names the file and the key, such as `de.ts: "footer.contact" is missing`. */
export const dictionaryProblems = (
  reference: Dictionary,
  candidate: unknown,
  file: string,
  prefix = "",
): string[] => {
  if (!isTree(candidate))
    return [`${file}: ${prefix ? `"${prefix}"` : "the file"} is not a group of texts`];
  const problems: string[] = [];
  for (const [key, expected] of Object.entries(reference)) {
    const name = prefix ? `${prefix}.${key}` : key;
    const given = candidate[key];
    if (given === undefined) {
      problems.push(`${file}: "${name}" is missing`);
    } else if (typeof expected === "string") {
      if (typeof given !== "string") {
        problems.push(`${file}: "${name}" should be a text`);
      } else if (given.trim() === "") {
        problems.push(`${file}: "${name}" is empty`);
      } else if (placeholders(expected).join() !== placeholders(given).join()) {
        problems.push(
          `${file}: "${name}" should use ${
            placeholders(expected)
              .map((p) => `{${p}}`)
              .join(", ") || "no placeholders"
          }, ` + `as the default language does`,
        );
      }
    } else {
      problems.push(...dictionaryProblems(expected, given, file, name));
    }
  }
  for (const key of Object.keys(candidate)) {
    if (!(key in reference))
      problems.push(
        `${file}: "${prefix ? `${prefix}.${key}` : key}" is not a key of the default language`,
      );
  }
  return problems;
};

export { fill } from "./words";

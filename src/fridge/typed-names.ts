import { normalizeTerm, vocabularyTerms, type PickerVocabulary } from "../ingredients/vocabulary";

/** What parts the names of a typed or pasted list: "eggs, feta; spinach", one a line. */
const SEPARATOR = /[,;\n\r\t]+/;

/** Every way of naming each entry exactly (its name, its plural, its synonyms), normalized. */
export type ExactNames = Pick<ReadonlyMap<string, string>, "get">;

export const exactNames = (vocabulary: PickerVocabulary): ExactNames =>
  new Map(vocabularyTerms(vocabulary).map(({ text, key }) => [text, key]));

/**
 * The same names, made on the first lookup: a page that loads the picker at idle does not build
 * them until the visitor ends a name (Enter, a comma, a paste).
 */
export const exactNamesOnFirstUse = (vocabulary: PickerVocabulary): ExactNames => {
  let names: ExactNames | undefined;
  return { get: (text) => (names ??= exactNames(vocabulary)).get(text) };
};

/** The entry `name` names exactly, in any case, or null. */
export const exactKey = (name: string, names: ExactNames): string | null =>
  names.get(normalizeTerm(name)) ?? null;

export const hasSeparator = (text: string): boolean => SEPARATOR.test(text);

/** The name still being typed: what follows the last separator. */
export const lastName = (text: string): string => text.split(SEPARATOR).pop() ?? "";

const joinNames = (names: readonly string[]): string => names.join(", ");

/** The field's text once its last name is taken: the names before it, as they were. */
export const withoutLastName = (text: string): string =>
  joinNames(
    text
      .split(SEPARATOR)
      .slice(0, -1)
      .map((name) => name.trim())
      .filter(Boolean),
  );

export type ReadNames = {
  /** The entries named exactly, each once, in the order named. */
  keys: string[];
  /** What stays in the field: the names no entry has, as typed, and the name still being typed. */
  rest: string;
};

/**
 * Reads a typed or pasted list. Each name a separator has closed (and the last one too when
 * `closeLast`, as after a paste or Enter) is added if it names an entry exactly; a name that does
 * not stays in the field, so nothing the visitor wrote is lost.
 */
export const readNames = (text: string, names: ExactNames, closeLast: boolean): ReadNames => {
  const parts = text.split(SEPARATOR);
  const open = closeLast ? "" : (parts.pop() ?? "");
  const keys: string[] = [];
  const unread: string[] = [];
  for (const part of parts) {
    const name = part.trim();
    if (!name) continue;
    const key = exactKey(name, names);
    if (key === null) unread.push(name);
    else if (!keys.includes(key)) keys.push(key);
  }
  const typing = open.trimStart();
  return { keys, rest: joinNames(typing ? [...unread, typing] : unread) };
};

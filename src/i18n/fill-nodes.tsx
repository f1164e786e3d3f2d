import React, { type ReactNode } from "react";
import { LANGUAGES, type Language } from "./languages";

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `"Email us at {mail}."` with `{ mail: <a …>…</a> }` → the sentence with the link in its place:
 * `fill` for texts whose placeholders hold markup (a link, a bold address, code). An unknown
 * placeholder is an error, as in `fill`.
 */
export const fillNodes = (text: string, values: Readonly<Record<string, ReactNode>>): ReactNode => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const [whole, name] = match as unknown as [string, string];
    if (!(name in values)) throw new Error(`No value for ${whole} in "${text}".`);
    parts.push(text.slice(last, match.index));
    parts.push(<React.Fragment key={parts.length}>{values[name]}</React.Fragment>);
    last = (match.index ?? 0) + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
};

/** English lists as the site writes them ("a, b and c"); every other language as its own. */
const listLocale = (language: Language) =>
  language === "en" ? "en-GB" : LANGUAGES[language].locale;

/**
 * Items joined as the language joins a list: "a, b and c", "a, b und c", "a, b y c"
 * (`disjunction`: "or", "oder", "o"). The items may hold markup.
 */
export const listNodes = (
  items: readonly ReactNode[],
  language: Language,
  type: "conjunction" | "disjunction" = "conjunction",
): ReactNode => {
  // Each item stands in the list as a mark of its own: its position, which no list words hold.
  const marks = items.map((_, index) => `#${index}#`);
  const parts = new Intl.ListFormat(listLocale(language), { type }).formatToParts(marks);
  return (
    <>
      {parts.map((part, index) => {
        const item = part.type === "element" ? Number(part.value.slice(1, -1)) : -1;
        return <React.Fragment key={index}>{item >= 0 ? items[item] : part.value}</React.Fragment>;
      })}
    </>
  );
};

/** The same for texts: "25, 50, 75 or 100". */
export const listText = (
  items: readonly string[],
  language: Language,
  type: "conjunction" | "disjunction" = "conjunction",
): string => new Intl.ListFormat(listLocale(language), { type }).format(items);

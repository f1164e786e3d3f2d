import React, { type ReactNode } from "react";

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

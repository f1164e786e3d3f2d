import { LANGUAGES, type Language } from "./languages";

const PLACEHOLDER = /\{(\w+)\}/g;

/** `{count} recipes` with `{ count: "3" }` → `3 recipes`; an unknown placeholder is an error. */
export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in "${text}".`);
    return value;
  });

/** A text that changes with a number: the forms a language needs, `other` for any it lacks. */
export type PluralForms = { readonly one: string; readonly other: string };

/** `{ one: "1 recipe", other: "{count} recipes" }` with 3 in English → "3 recipes". */
export const plural = (
  forms: PluralForms,
  count: number,
  language: Language,
  values: Readonly<Record<string, string>> = {},
): string => {
  const category = new Intl.PluralRules(LANGUAGES[language].locale).select(count);
  const form = category === "one" ? forms.one : forms.other;
  return fill(form, {
    count: new Intl.NumberFormat(LANGUAGES[language].locale).format(count),
    ...values,
  });
};

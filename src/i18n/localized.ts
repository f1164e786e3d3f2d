/**
 * The shape another language's dictionary must have: the default language's keys, each a text.
 * English keeps its literal types (the spec's words are checked against them); a translation only
 * has to be a string in the same place.
 */
export type Localized<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Localized<Item>[]
    : { readonly [Key in keyof T]: Localized<T[Key]> };

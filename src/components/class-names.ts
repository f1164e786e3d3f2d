/** A class attribute from CSS-module names, leaving out a name the module lacks or a prop leaves unset. */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(" ");

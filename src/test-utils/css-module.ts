import { readFileSync } from "node:fs";

/**
 * A CSS module as the build makes it, for a test that must see which classes exist: every class
 * the file defines, named as itself. The usual stand-in (identity-obj-proxy) answers any name.
 */
export const cssModuleOf = (file: string): Record<string, string> => {
  const names = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g);
  return Object.fromEntries([...names].map(([, name]) => [name, name]));
};

import { readFileSync } from "node:fs";

/**
 * A CSS module as the build makes it, for a test that must see which classes exist: every class
 * the file defines, named as the build exports it and with its own name as its value. Gatsby's
 * css-loader exports a dashed name camel-cased only (`group-hero` as `groupHero`,
 * `exportLocalsConvention: "dashesOnly"`). The usual stand-in (identity-obj-proxy) answers any
 * name.
 */
export const cssModuleOf = (file: string): Record<string, string> => {
  const names = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g);
  return Object.fromEntries(
    [...names].map(([, name = ""]) => [
      name.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase()),
      name,
    ]),
  );
};

import { readFileSync } from "node:fs";

type SourceMap = { sources: string[]; sourcesContent: string[] };

let map: SourceMap | undefined;

/**
 * A module of Decap's published source (decap-cms-core's dist/esm), as the source map of the
 * bundle the editor runs carries it: real names, where the bundle has the minifier's.
 */
export const decapSource = (file: string): string => {
  map ??= JSON.parse(
    readFileSync(require.resolve("decap-cms/dist/decap-cms.js.map"), "utf8"),
  ) as SourceMap;
  const index = map.sources.findIndex((source) => source.endsWith(`/decap-cms-core/${file}`));
  if (index === -1) throw new Error(`Decap's source map has no decap-cms-core/${file}`);
  return map.sourcesContent[index] ?? "";
};

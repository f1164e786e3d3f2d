import { readFileSync } from "node:fs";

type SourceMap = { sources: string[]; sourcesContent: string[] };

let map: SourceMap | undefined;

/**
 * A module of Decap's published source (decap-cms-core's dist/esm, or another of its packages'),
 * as the source map of the bundle the editor runs carries it: real names, where the bundle has
 * the minifier's.
 */
export const decapSource = (file: string, pkg = "decap-cms-core"): string => {
  map ??= JSON.parse(
    readFileSync(require.resolve("decap-cms/dist/decap-cms.js.map"), "utf8"),
  ) as SourceMap;
  const index = map.sources.findIndex((source) => source.endsWith(`/${pkg}/${file}`));
  if (index === -1) throw new Error(`Decap's source map has no ${pkg}/${file}`);
  return map.sourcesContent[index] ?? "";
};

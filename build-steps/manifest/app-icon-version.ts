import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { CreateWebpackConfigArgs } from "gatsby";

/** The stages that render pages' HTML, where the head's icon links are written. */
const HTML_STAGES = new Set(["build-html", "develop-html"]);

/** The logo's version: its content's digest, which changes only when the logo does. */
export const logoVersion = (logo: Buffer) => createHash("md5").update(logo).digest("hex");

/** The version of the logo file at `source`. */
export const appIconVersion = (source: string) => logoVersion(readFileSync(source));

/** The definition the HTML renderer reads the logo's version from (`BUILT_APP_ICON_VERSION`). */
export const appIconDefinitions = (stage: string, source: string): Record<string, string> | null =>
  HTML_STAGES.has(stage)
    ? { BUILT_APP_ICON_VERSION: JSON.stringify(appIconVersion(source)) }
    : null;

export const defineAppIconVersion = (
  { stage, actions, plugins }: CreateWebpackConfigArgs,
  source: string,
) => {
  const definitions = appIconDefinitions(stage, source);
  if (definitions) actions.setWebpackConfig({ plugins: [plugins.define(definitions)] });
};

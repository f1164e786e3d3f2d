import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { LANGUAGE_CODES } from "../../src/i18n/languages";
import {
  OFFICIAL_BADGE_DIR,
  OFFICIAL_BADGE_FILES,
} from "../../src/components/store-badge/official-badges";

/** The stores' own badge files a deployer put under static/store-badges/<language>/. */
export const officialBadgeFiles = (root: string): string[] =>
  LANGUAGE_CODES.flatMap((language) =>
    Object.values(OFFICIAL_BADGE_FILES)
      .map((file) => `${language}/${file}`)
      .filter((file) => fs.existsSync(path.join(root, "static", OFFICIAL_BADGE_DIR, file))),
  );

/** Tells the pages, on the server and in the browser alike, which official badges there are. */
export const defineOfficialBadges = (
  { actions, plugins }: CreateWebpackConfigArgs,
  root: string,
) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ BUILT_OFFICIAL_BADGES: JSON.stringify(officialBadgeFiles(root)) })],
  });
};

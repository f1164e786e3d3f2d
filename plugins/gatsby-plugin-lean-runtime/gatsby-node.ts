import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { minifyForTargets } from "./minify-for-targets";
import { perPageCss } from "./per-page-css";
import { CLASS_NAME_STAGES, shortClassNames } from "./short-class-names";
import { leaveOutUnusedRuntime } from "./unused-runtime";
import { deferPageScripts } from "./scripts-after-paint.cjs";
import sharp from "sharp";
import { withAvifEffort } from "./avif-effort.cjs";
import { leverOn } from "./switch.cjs";

const NAME = "gatsby-plugin-lean-runtime";

/**
 * The site's folder, where `gatsby build` runs, and this plugin's in it. Gatsby runs a compiled
 * copy of this file from `.cache`, so `__dirname` does not name it.
 */
const SITE_DIR = process.cwd();
const PLUGIN_DIR = path.join(SITE_DIR, "plugins", NAME);

/** AVIF photos at a lower encoder effort: before any query asks gatsby-plugin-sharp for one. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (process.env.gatsby_executing_command !== "build" || !leverOn("avif-effort")) return;
  const effort = withAvifEffort(sharp);
  reporter.info(`${NAME}: AVIF photos encode at effort ${effort}`);
};

/**
 * Every change this plugin makes to webpack's config, in the order it makes them. Only a
 * production build changes (its browser bundle, and for class names its HTML too): `gatsby
 * develop` stays Gatsby's.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  // The pages' HTML (build-html) and the browser's scripts name the same classes.
  const classNames = leverOn("short-class-names") && CLASS_NAME_STAGES.has(args.stage);
  if (classNames && shortClassNames(args) === 0) {
    args.reporter.panic(
      `${NAME} (short class names): Gatsby's webpack config has no css-loader for CSS modules ` +
        "with Gatsby's class names. Build with LEAN_RUNTIME=off, and see the plugin's README.",
    );
  }
  if (args.stage !== "build-javascript") return;
  leaveOutUnusedRuntime(args, path.join(PLUGIN_DIR, "stand-ins"), {
    unusedRuntime: leverOn("unused-runtime"),
    headHandler: leverOn("head-handler"),
    scrollRestoration: leverOn("scroll-restoration"),
  });
  if (leverOn("per-page-css") && !perPageCss(args)) {
    args.reporter.panic(
      `${NAME} (per-page CSS): Gatsby's webpack config has no "styles" cache group to leave ` +
        "out. Build with LEAN_RUNTIME=off, and see the plugin's README.",
    );
  }
  // Last: it reads the whole config as the changes above have left it.
  if (leverOn("minify-for-targets") && !minifyForTargets(args)) {
    args.reporter.panic(
      `${NAME} (minify for targets): Gatsby's webpack config has no Terser of its own to ` +
        "replace. Build with LEAN_RUNTIME=off, and see the plugin's README.",
    );
  }
};

/**
 * Pages start their bundles once their largest paint is on screen. Gatsby runs this
 * before the site's own onPostBuild, which hashes the inline scripts of the pages as they are
 * served.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const afterPaint = leverOn("scripts-after-paint");
  const { pages, checked, changed } = deferPageScripts(path.join(SITE_DIR, "public"), {
    afterPaint,
  });
  // With the lever off, the step only puts back Gatsby's tags on pages a warm build kept from
  // a build with it on.
  reporter.info(
    afterPaint
      ? `${NAME}: ${pages} pages start their scripts once their largest paint is on screen ` +
          `(${checked} written by this build checked, ${changed} rewritten)`
      : `${NAME}: scripts after the paint off; ${changed} pages kept from a build with it on ` +
          `given Gatsby's script tags back`,
  );
};

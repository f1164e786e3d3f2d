// @ts-check
// Puts the Decap CMS standalone bundle (it brings its own React), the editor's own script (built
// from src/editor, scripts/cms/build-editor.cjs) and the card styles for its preview into
// public/admin, and writes the production backend from CMS_* variables. One step of the build's
// post-build pipeline (build-steps/post-build.ts); the bundle stays out of git and out of the site's
// webpack build.
const { copyFile, readdir, readFile, stat, writeFile } = require("node:fs/promises");
const { createRequire } = require("node:module");
const path = require("node:path");
const { deploysUrlFromEnv, withBackend } = require("./backend.cjs");
const { buildEditorScript } = require("./build-editor.cjs");
const { BUILD_STATUS_FILE } = require("./build-status.cjs");

/** The entry, its lazy chunks, its WebAssembly and its licence notice; no source maps. */
const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/;
/** @type {Record<string, string>} */
const PREVIEW_STYLES = {
  "tokens.css": "src/styles/tokens.css",
  "recipe-card.css": "src/components/recipe-card/recipe-card.module.css",
};
/** The recipe page's styles, their classes prefixed so they cannot meet the card's (.name…). */
const PREFIXED_PREVIEW_STYLES = {
  "recipe-text.css": {
    source: "src/components/recipe-page/recipe-text.module.css",
    prefix: "page-",
  },
};
/** A class selector: a dot not inside a number (1.5rem) or a name (x.png). */
const CLASS_SELECTOR = /(?<![\w-])\.([a-zA-Z][\w-]*)/g;
/**
 * @param {string} css
 * @param {string} prefix
 */
const withClassPrefix = (css, prefix) => css.replace(CLASS_SELECTOR, `.${prefix}$1`);

/** @param {string} file */
const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Copies the editor into publicDir/admin; returns a one-line summary.
 * @param {{
 *   root: string,
 *   publicDir: string,
 *   backend: import("./backend.cjs").CmsBackend,
 *   env?: Record<string, string | undefined>,
 *   cacheDir?: string,
 *   siteName?: string,
 * }} options
 * @returns {Promise<string>}
 */
const copyEditorAssets = async ({
  root,
  publicDir,
  backend,
  env = process.env,
  cacheDir,
  siteName = "",
}) => {
  const admin = path.join(publicDir, "admin");
  if (!(await exists(path.join(admin, "index.html")))) {
    throw new Error("public/admin/index.html is missing: static/admin was not copied.");
  }
  // Resolved from the project, not this file: gatsby-node bundles this module.
  const fromRoot = createRequire(path.join(root, "package.json"));
  const decapDist = path.join(path.dirname(fromRoot.resolve("decap-cms/package.json")), "dist");
  const bundle = (await readdir(decapDist)).filter((name) => BUNDLE_FILE.test(name));
  await Promise.all([
    ...bundle.map((name) => copyFile(path.join(decapDist, name), path.join(admin, name))),
    ...Object.entries(PREVIEW_STYLES).map(([name, source]) =>
      copyFile(path.join(root, source), path.join(admin, name)),
    ),
    ...Object.entries(PREFIXED_PREVIEW_STYLES).map(async ([name, { source, prefix }]) =>
      writeFile(
        path.join(admin, name),
        withClassPrefix(await readFile(path.join(root, source), "utf8"), prefix),
      ),
    ),
  ]);

  const configFile = path.join(admin, "config.yml");
  await writeFile(configFile, withBackend(await readFile(configFile, "utf8"), backend));
  const script = await buildEditorScript({
    root,
    publicDir,
    cacheDir,
    settings: {
      deploysUrl: deploysUrlFromEnv(env, backend),
      buildStatusUrl: `/${BUILD_STATUS_FILE}`,
      siteName,
    },
  });

  const sizes = await Promise.all(bundle.map((name) => stat(path.join(admin, name))));
  const megabytes = sizes.reduce((sum, info) => sum + info.size, 0) / 1024 / 1024;
  return (
    `copied Decap CMS (${bundle.length} files, ${megabytes.toFixed(1)} MB) to public/admin, ` +
    `${script}; backend ${backend.name} on branch ${backend.branch}`
  );
};

module.exports = { BUNDLE_FILE, PREVIEW_STYLES, copyEditorAssets };

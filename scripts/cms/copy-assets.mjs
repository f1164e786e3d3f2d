// Runs after `gatsby build`: puts the Decap CMS standalone bundle (it brings its own React)
// and the card styles for its preview into public/admin, and writes the production backend
// from CMS_* variables. The bundle stays out of git and out of the site's webpack build.
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { backendFromEnv, withBackend } = require("./backend.cjs");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const ADMIN = path.join(ROOT, "public", "admin");
const DECAP_DIST = path.join(path.dirname(require.resolve("decap-cms/package.json")), "dist");
/** The entry, its lazy chunks, its WebAssembly and its licence notice; no source maps. */
const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/;
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
const withClassPrefix = (css, prefix) => css.replace(CLASS_SELECTOR, `.${prefix}$1`);

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

const main = async () => {
  if (!(await exists(path.join(ADMIN, "index.html")))) {
    throw new Error("public/admin/index.html is missing: run `gatsby build` first.");
  }
  const backend = backendFromEnv(process.env);

  const bundle = (await readdir(DECAP_DIST)).filter((name) => BUNDLE_FILE.test(name));
  await mkdir(ADMIN, { recursive: true });
  await Promise.all([
    ...bundle.map((name) => copyFile(path.join(DECAP_DIST, name), path.join(ADMIN, name))),
    ...Object.entries(PREVIEW_STYLES).map(([name, source]) =>
      copyFile(path.join(ROOT, source), path.join(ADMIN, name)),
    ),
    ...Object.entries(PREFIXED_PREVIEW_STYLES).map(async ([name, { source, prefix }]) =>
      writeFile(
        path.join(ADMIN, name),
        withClassPrefix(await readFile(path.join(ROOT, source), "utf8"), prefix),
      ),
    ),
  ]);

  const configFile = path.join(ADMIN, "config.yml");
  await writeFile(configFile, withBackend(await readFile(configFile, "utf8"), backend));

  const sizes = await Promise.all(bundle.map((name) => stat(path.join(ADMIN, name))));
  const megabytes = sizes.reduce((sum, info) => sum + info.size, 0) / 1024 / 1024;
  console.log(
    `CMS: copied Decap CMS (${bundle.length} files, ${megabytes.toFixed(1)} MB) to public/admin; ` +
      `backend ${backend.name} on branch ${backend.branch}.`,
  );
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

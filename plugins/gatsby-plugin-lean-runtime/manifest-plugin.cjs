// @ts-check
const { leverOn } = require("./switch.cjs");

/**
 * gatsby-plugin-manifest registered without its browser file (see manifest-without-browser/):
 * Gatsby puts every plugin with a browser file, and all its options, in the browser bundle, and
 * that file acts only when the manifest is localized.
 */
const MANIFEST_WITHOUT_BROWSER = "gatsby-plugin-lean-runtime/manifest-without-browser";

/** The manifest plugin for gatsby-config: this plugin's copy, or with the switch off Gatsby's. */
const manifestPlugin = (env = process.env) =>
  leverOn("manifest-without-browser", env) ? MANIFEST_WITHOUT_BROWSER : "gatsby-plugin-manifest";

module.exports = { MANIFEST_WITHOUT_BROWSER, manifestPlugin };

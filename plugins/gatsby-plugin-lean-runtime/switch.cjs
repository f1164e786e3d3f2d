/**
 * Whether the build uses this plugin's levers. `LEAN_RUNTIME=off` builds on Gatsby's stock runtime
 * and build output, to compare the two or to find the lever a Gatsby upgrade breaks. Under
 * `gatsby develop` the plugin stays registered (so Gatsby keeps its cache between develop and
 * build) but does nothing a visitor could tell: its levers act on the production build only.
 */
const leanRuntimeOn = (env = process.env) => env.LEAN_RUNTIME !== "off";

module.exports = { leanRuntimeOn };

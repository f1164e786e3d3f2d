// @ts-check
// gatsby-plugin-manifest's head tags (the manifest link, the icons), as they are. Written out
// export by export: Gatsby finds a gatsby-ssr file's APIs by reading it, not by running it.
/** @type {{ onRenderBody: unknown }} */
// @ts-expect-error -- the package ships no types for its gatsby-ssr file
const manifest = require("gatsby-plugin-manifest/gatsby-ssr");

exports.onRenderBody = manifest.onRenderBody;

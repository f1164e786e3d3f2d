// @ts-check
// Gatsby's Babel preset, trimmed for the browsers the build serves (see the lean-runtime plugin).
module.exports = {
  presets: ["./plugins/gatsby-plugin-lean-runtime/babel-preset.cjs"],
};

// @ts-check
const babelJest = require("babel-jest").default;

// Jest compiles for Node with its own presets; babel.config.js is for the Gatsby build.
module.exports = babelJest.createTransformer({
  configFile: false,
  babelrc: false,
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});

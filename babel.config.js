// The site's Babel preset: Gatsby's, without the ES5 transforms its browsers do not need (see the preset).
module.exports = (api) => {
  const target = api.caller((caller) => caller?.target);
  return {
    assumptions: { noDocumentAll: true },
    presets: [["./scripts/babel-preset-site.cjs", { target }]],
  };
};

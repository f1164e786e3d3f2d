import getTargets, { isRequired } from "@babel/helper-compilation-targets";
import type { CreateWebpackConfigArgs } from "gatsby";
import { getBrowsersList } from "gatsby/dist/utils/browserslist";
import path from "node:path";
import { TARGETS_ECMA, TERSER_OPTIONS, minifyForTargets } from "./minify-for-targets";

/** Babel's transforms for the syntax of each edition up to ES2020. */
const SYNTAX_UP_TO_ES2020 = [
  "transform-arrow-functions",
  "transform-block-scoping",
  "transform-classes",
  "transform-computed-properties",
  "transform-destructuring",
  "transform-parameters",
  "transform-shorthand-properties",
  "transform-spread",
  "transform-template-literals",
  "transform-exponentiation-operator",
  "transform-async-to-generator",
  "transform-object-rest-spread",
  "transform-optional-catch-binding",
  "transform-json-strings",
  "transform-nullish-coalescing-operator",
  "transform-optional-chaining",
];

describe("minifyForTargets", () => {
  it("writes no syntax newer than every target browser runs", () => {
    expect(TARGETS_ECMA).toBe(2020);
    const browsers = getBrowsersList(path.join(__dirname, "..", ".."));
    const targets = getTargets({ browsers });
    expect(SYNTAX_UP_TO_ES2020.filter((plugin) => isRequired(plugin, targets))).toEqual([]);
  });

  class TerserPlugin {
    constructor(readonly options: unknown) {}
  }
  class CssMinimizer {}

  const argsFor = (stage: string, minimizer: object[]) => {
    const config = { optimization: { minimizer } };
    const replaceWebpackConfig = jest.fn();
    const args = {
      stage,
      getConfig: () => config,
      plugins: { minifyJs: (options: unknown) => new TerserPlugin(options) },
      actions: { replaceWebpackConfig },
    } as unknown as CreateWebpackConfigArgs;
    return { args, replaceWebpackConfig };
  };

  it("puts its Terser in the place of Gatsby's, and keeps the CSS minifier", () => {
    const css = new CssMinimizer();
    const { args, replaceWebpackConfig } = argsFor("build-javascript", [
      new TerserPlugin({ terserOptions: { output: { ecma: 5 } } }),
      css,
    ]);
    minifyForTargets(args);
    expect(replaceWebpackConfig).toHaveBeenCalledWith({
      optimization: {
        minimizer: [new TerserPlugin({ terserOptions: TERSER_OPTIONS }), css],
      },
    });
  });

  it("leaves the server render and development alone", () => {
    for (const stage of ["build-html", "develop", "develop-html"]) {
      const { args, replaceWebpackConfig } = argsFor(stage, [new TerserPlugin({})]);
      minifyForTargets(args);
      expect(replaceWebpackConfig).not.toHaveBeenCalled();
    }
  });
});

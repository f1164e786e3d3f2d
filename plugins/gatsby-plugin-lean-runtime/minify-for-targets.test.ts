import type { CreateWebpackConfigArgs } from "gatsby";
import { TARGETS_ECMA, TERSER_OPTIONS, minifyForTargets } from "./minify-for-targets";

describe("minifyForTargets", () => {
  it("writes the edition every target browser runs", () => {
    expect(TARGETS_ECMA).toBe(2020);
  });

  class TerserPlugin {
    constructor(readonly options: unknown) {}
  }
  class CssMinimizer {}

  const argsFor = (minimizer: object[]) => {
    const config = { optimization: { minimizer } };
    const replaceWebpackConfig = jest.fn();
    const args = {
      getConfig: () => config,
      plugins: { minifyJs: (options: unknown) => new TerserPlugin(options) },
      actions: { replaceWebpackConfig },
    } as unknown as CreateWebpackConfigArgs;
    return { args, replaceWebpackConfig };
  };

  it("puts its Terser in the place of Gatsby's, and keeps the CSS minifier", () => {
    const css = new CssMinimizer();
    const { args, replaceWebpackConfig } = argsFor([
      new TerserPlugin({ terserOptions: { output: { ecma: 5 } } }),
      css,
    ]);
    expect(minifyForTargets(args)).toBe(true);
    expect(replaceWebpackConfig).toHaveBeenCalledWith({
      optimization: {
        minimizer: [new TerserPlugin({ terserOptions: TERSER_OPTIONS }), css],
      },
    });
  });

  it("says so when it finds no Terser of Gatsby's to replace", () => {
    const { args } = argsFor([new CssMinimizer()]);
    expect(minifyForTargets(args)).toBe(false);
  });
});

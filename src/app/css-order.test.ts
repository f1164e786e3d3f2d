/**
 * @jest-environment node
 */
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { ignoreCssOrder } from "./css-order";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own helpers, run as the build runs them
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");
const { plugins } = createWebpackUtils("build-javascript", {
  directory: path.join(__dirname, "..", ".."),
});

type Plugin = { options?: Record<string, unknown> };

const run = (stage: string, configPlugins: Plugin[]) => {
  let replaced: { plugins: Plugin[] } | undefined;
  const args = {
    stage,
    plugins,
    getConfig: () => ({ mode: "production", plugins: configPlugins }),
    actions: { replaceWebpackConfig: (config: { plugins: Plugin[] }) => (replaced = config) },
  } as unknown as CreateWebpackConfigArgs;
  return { changed: ignoreCssOrder(args), replaced };
};

describe("ignoreCssOrder", () => {
  // Gatsby's build-javascript config makes its CSS extractor so (gatsby/dist/utils/webpack.config.js).
  const gatsbys = () =>
    plugins.extractText({
      filename: `[name].[contenthash].css`,
      chunkFilename: `[name].[contenthash].css`,
    });

  it("swaps Gatsby's CSS extractor for one that ignores order, keeping its file names", () => {
    const other = plugins.define({ X: "1" });
    const { changed, replaced } = run("build-javascript", [other, gatsbys()]);
    expect(changed).toBe(true);
    expect(replaced!.plugins[0]).toBe(other);
    expect(replaced!.plugins[1]!.constructor).toBe(gatsbys().constructor);
    expect(replaced!.plugins[1]!.options).toMatchObject({
      filename: `[name].[contenthash].css`,
      chunkFilename: `[name].[contenthash].css`,
      ignoreOrder: true,
    });
  });

  it("leaves other stages and configs without the extractor alone", () => {
    expect(run("build-html", [gatsbys()])).toEqual({ changed: false, replaced: undefined });
    expect(run("build-javascript", [plugins.define({ X: "1" })])).toEqual({
      changed: false,
      replaced: undefined,
    });
  });

  it("leaves Gatsby's extractor alone with the lean runtime's css-order lever off", () => {
    process.env.LEAN_RUNTIME = "off:css-order";
    try {
      expect(run("build-javascript", [gatsbys()])).toEqual({ changed: false, replaced: undefined });
    } finally {
      delete process.env.LEAN_RUNTIME;
    }
  });
});

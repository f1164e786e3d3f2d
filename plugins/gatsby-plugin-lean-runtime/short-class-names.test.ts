import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { GATSBY_CLASS_NAMES, SHORT_CLASS_NAMES, shortenClassNames } from "./short-class-names";

const cssLoader = (localIdentName: string) => ({
  loader: "/site/node_modules/css-loader/dist/cjs.js",
  options: { modules: { namedExport: true, localIdentName } },
});

const argsFor = (rules: unknown[]) => {
  const config = { module: { rules } };
  const replaceWebpackConfig = jest.fn();
  const args = {
    getConfig: () => config,
    actions: { replaceWebpackConfig },
  } as unknown as CreateWebpackConfigArgs;
  return { args, config, replaceWebpackConfig };
};

describe("shortenClassNames", () => {
  it("renames the classes of Gatsby's CSS modules loader, wherever the rules nest it", () => {
    const modules = cssLoader(GATSBY_CLASS_NAMES);
    const plainCss = { loader: "/site/node_modules/css-loader/dist/cjs.js", options: {} };
    const { args, config, replaceWebpackConfig } = argsFor([
      { test: /\.js$/, use: [{ loader: "babel-loader" }] },
      {
        oneOf: [
          { test: /\.module\.css$/, use: [{ loader: "mini-css" }, modules] },
          { use: [plainCss] },
        ],
      },
    ]);
    expect(shortenClassNames(args)).toBe(1);
    expect(modules.options.modules.localIdentName).toBe(SHORT_CLASS_NAMES);
    expect(plainCss.options).toEqual({});
    expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
  });

  it("changes nothing, and says so, when Gatsby names classes another way", () => {
    const { args, replaceWebpackConfig } = argsFor([{ use: [cssLoader("[local]--[hash:8]")] }]);
    expect(shortenClassNames(args)).toBe(0);
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
  });
});

type InterpolateName = (
  context: { resourcePath: string },
  name: string,
  options: { context: string; content: string },
) => string;
/** The naming css-loader uses, from the copy css-loader itself loads. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- css-loader's own helper, as the build runs it
const { interpolateName } = require(
  require.resolve("loader-utils", { paths: [path.dirname(require.resolve("css-loader"))] }),
) as { interpolateName: InterpolateName };

describe("the short class names of this site's CSS modules", () => {
  /** As css-loader names a class: a hash of the module's path from the site's root and the class. */
  const shortName = (root: string, file: string, className: string) => {
    const relative = path.relative(root, file).split(path.sep).join("/");
    return interpolateName({ resourcePath: file }, SHORT_CLASS_NAMES, {
      context: root,
      content: `${relative}\x00${className}`,
    });
  };

  it("are all different, so no two classes ever share one", () => {
    const root = path.join(__dirname, "..", "..");
    const files = ["src", "plugins", "e2e"].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".module.css"))
        .map((file) => path.join(root, dir, file)),
    );
    const names = files.flatMap((file) => {
      const classes = new Set(
        [...readFileSync(file, "utf8").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!),
      );
      return [...classes].map((className) => shortName(root, file, className));
    });
    expect(files.length).toBeGreaterThan(10);
    expect(names.every((name) => /^[a-zA-Z]{6}$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});

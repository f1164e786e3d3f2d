/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import {
  GATSBY_LOCAL_IDENT_NAME,
  SHORT_CLASS_NAME,
  SHORT_LOCAL_IDENT_NAME,
  shortClassNames,
} from "./short-class-names";

const SITE = path.join(__dirname, "..", "..");

/** css-loader's own copy of loader-utils, which names the classes as the build does. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own helper
const { interpolateName } = require(
  require.resolve("loader-utils", { paths: [path.dirname(require.resolve("css-loader"))] }),
) as {
  interpolateName: (
    context: { resourcePath: string },
    name: string,
    options: { context: string; content: string },
  ) => string;
};

/** The name css-loader gives a class of a module, as in its defaultGetLocalIdent. */
const classNameOf = (file: string, local: string) =>
  interpolateName({ resourcePath: file }, SHORT_LOCAL_IDENT_NAME, {
    context: SITE,
    content: `${path.relative(SITE, file).split(path.sep).join("/")}\x00${local}`,
  });

const moduleFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return entry.name.endsWith(".module.css") ? [full] : [];
  });

/** Every local name a module declares: its classes and its keyframes (globals left out). */
const localNames = (css: string) => {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/:global\([^)]*\)/g, "");
  const classes = [...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? "");
  const keyframes = [...code.matchAll(/@keyframes\s+([\w-]+)/g)].map(([, name]) => name ?? "");
  return [...new Set([...classes, ...keyframes])];
};

/** Gatsby's own CSS-modules rule, made by its webpack helpers as a production build makes it. */
const gatsbyCssModulesRule = (stage: string) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own helpers, run as the build runs them
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");
  const { rules } = createWebpackUtils(stage, { directory: SITE });
  return rules.cssModules();
};

const argsFor = (stage: string, config: unknown) => {
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig },
  } as unknown as CreateWebpackConfigArgs;
  return { args, replaceWebpackConfig };
};

describe("lean runtime, short class names", () => {
  it.each(["build-javascript", "build-html"])(
    "finds Gatsby's class names in its CSS-modules rule on %s, and shortens them",
    (stage) => {
      const rule = gatsbyCssModulesRule(stage);
      const cssLoader = rule.use.find((loader: { loader: string }) =>
        loader.loader.includes("css-loader"),
      );
      expect(cssLoader.options.modules.localIdentName).toBe(GATSBY_LOCAL_IDENT_NAME);
      const config = { module: { rules: [{ oneOf: [rule, { test: /\.css$/ }] }] } };
      const { args, replaceWebpackConfig } = argsFor(stage, config);
      expect(shortClassNames(args)).toBe(1);
      expect(cssLoader.options.modules.localIdentName).toBe(SHORT_LOCAL_IDENT_NAME);
      expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
    },
  );

  it("leaves develop's readable names alone", () => {
    const rule = gatsbyCssModulesRule("develop");
    const { args, replaceWebpackConfig } = argsFor("develop", {
      module: { rules: [{ oneOf: [rule] }] },
    });
    expect(shortClassNames(args)).toBe(0);
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
  });

  it("finds nothing to change in a rule that is not Gatsby's", () => {
    const { args } = argsFor("build-javascript", {
      module: { rules: [{ test: /\.module\.css$/, use: [{ loader: "/x/css-loader/index.js" }] }] },
    });
    expect(shortClassNames(args)).toBe(0);
  });

  it("gives every class and keyframes of the site's CSS modules a name of its own", () => {
    const files = moduleFiles(path.join(SITE, "src"));
    expect(files.length).toBeGreaterThan(20);
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of files) {
      for (const local of localNames(readFileSync(file, "utf8"))) {
        const name = classNameOf(file, local);
        expect(name).toMatch(SHORT_CLASS_NAME);
        const owner = `${path.relative(SITE, file)} .${local}`;
        const earlier = owners.get(name);
        if (earlier && earlier !== owner) clashes.push(`${name}: ${earlier} and ${owner}`);
        owners.set(name, owner);
      }
    }
    expect(owners.size).toBeGreaterThan(200);
    expect(clashes).toEqual([]);
  });
});

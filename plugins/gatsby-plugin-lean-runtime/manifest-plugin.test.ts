/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { MANIFEST_WITHOUT_BROWSER, manifestPlugin } from "./manifest-plugin.cjs";

const WRAPPER_DIR = path.join(__dirname, "manifest-without-browser");
/* eslint-disable @typescript-eslint/no-require-imports -- the plugins' own CommonJS files */
const real = {
  node: require("gatsby-plugin-manifest/gatsby-node") as Record<string, unknown>,
  ssr: require("gatsby-plugin-manifest/gatsby-ssr") as Record<string, unknown>,
};
const wrapper = {
  node: require("./manifest-without-browser/gatsby-node") as Record<string, unknown>,
  ssr: require("./manifest-without-browser/gatsby-ssr") as Record<string, unknown>,
};
const { resolveModuleExports } = require("gatsby/dist/bootstrap/resolve-module-exports") as {
  resolveModuleExports: (modulePath: string) => Promise<string[]>;
};
/* eslint-enable @typescript-eslint/no-require-imports */
/** The text inside the braces that open at `open`. */
const blockAt = (source: string, open: number) => {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === "{") depth += 1;
    if (source[i] === "}") depth -= 1;
    if (depth === 0) return source.slice(open + 1, i);
  }
  throw new Error("unclosed block");
};
const apis = (module: Record<string, unknown>) =>
  Object.keys(module)
    .filter((name) => name !== "__esModule")
    .sort();

describe("lean runtime, manifest without browser file", () => {
  it("is this plugin's copy unless LEAN_RUNTIME=off", () => {
    expect(manifestPlugin({})).toBe(MANIFEST_WITHOUT_BROWSER);
    expect(manifestPlugin({ LEAN_RUNTIME: "off" })).toBe("gatsby-plugin-manifest");
    // Gatsby finds a local plugin at plugins/<name>.
    expect(path.join(__dirname, "..", MANIFEST_WITHOUT_BROWSER)).toBe(WRAPPER_DIR);
  });

  it("guard: gatsby-plugin-manifest's browser file acts only for a localized manifest", () => {
    const source = readFileSync(
      require.resolve("gatsby-plugin-manifest/gatsby-browser.js"),
      "utf8",
    );
    expect(source.match(/export const \w+/g)).toEqual(["export const onRouteUpdate"]);
    // The hook's body is one block, run only when the manifest has `localize` entries.
    const guard = "if (__MANIFEST_PLUGIN_HAS_LOCALISATION__) {";
    const hook = source.slice(source.indexOf("export const onRouteUpdate"));
    const body = blockAt(hook, hook.indexOf("{", hook.indexOf(")")));
    expect(body.trim().startsWith(guard)).toBe(true);
    const start = body.indexOf(guard) + guard.length - 1;
    expect(body.slice(start + blockAt(body, start).length + 2).trim()).toBe("");
  });

  it("guard: runs every build and server API of gatsby-plugin-manifest, the same functions", () => {
    expect(apis(wrapper.node)).toEqual(apis(real.node));
    expect(apis(wrapper.ssr)).toEqual(apis(real.ssr));
    for (const name of apis(real.node).filter((api) => api !== "onPreInit")) {
      expect([name, wrapper.node[name]]).toEqual([name, real.node[name]]);
    }
    expect(wrapper.ssr.onRenderBody).toBe(real.ssr.onRenderBody);
  });

  it("guard: Gatsby reads the server API from the file as written", async () => {
    expect(await resolveModuleExports(path.join(WRAPPER_DIR, "gatsby-ssr.js"))).toEqual(
      apis(real.ssr),
    );
  });

  it("sets the options' defaults as gatsby-plugin-manifest does, and stops a localized manifest", () => {
    const reporter = { panic: jest.fn() };
    const options = { icon: undefined as string | undefined } as Record<string, unknown>;
    (wrapper.node.onPreInit as (args: unknown, options: unknown) => void)({ reporter }, options);
    expect(options).toMatchObject({ cache_busting_mode: "query", legacy: true });
    expect(reporter.panic).not.toHaveBeenCalled();
    (wrapper.node.onPreInit as (args: unknown, options: unknown) => void)(
      { reporter },
      { localize: [{ lang: "de", start_url: "/de/" }] },
    );
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringMatching(/localized manifest/));
  });
});

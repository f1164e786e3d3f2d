import type { CreateWebpackConfigArgs } from "gatsby";
import { BROWSER_DEVTOOL, setBrowserDevtool } from "./browser-devtool";

const argsFor = (stage: string) => {
  const setWebpackConfig = jest.fn();
  return {
    args: { stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs,
    setWebpackConfig,
  };
};

describe("setBrowserDevtool", () => {
  it("makes the browser build's source maps without naming them in the scripts", () => {
    const { args, setWebpackConfig } = argsFor("build-javascript");
    expect(setBrowserDevtool(args)).toBe(true);
    expect(setWebpackConfig).toHaveBeenCalledWith({ devtool: BROWSER_DEVTOOL });
    expect(BROWSER_DEVTOOL).toBe("hidden-source-map");
  });

  it.each(["develop", "develop-html", "build-html"])("leaves %s as Gatsby sets it", (stage) => {
    const { args, setWebpackConfig } = argsFor(stage);
    expect(setBrowserDevtool(args)).toBe(false);
    expect(setWebpackConfig).not.toHaveBeenCalled();
  });
});

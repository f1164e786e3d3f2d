import path from "node:path";
import { unusedRuntime } from "./unused-runtime";

const ROOT = path.join(__dirname, "..", "..");
/** Where each left-out module lives in this Gatsby version. */
const MODULES = [
  require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
  path.join(ROOT, ".cache", "register-service-worker.js"),
  require.resolve("gatsby-plugin-manifest/get-manifest-pathname.js"),
];

describe("unusedRuntime", () => {
  it("names the modules where this Gatsby version has them", () => {
    const patterns = unusedRuntime(false, false);
    expect(MODULES.map((file) => patterns.some((pattern) => pattern.test(file)))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("keeps the service-worker registration and the manifest lookup when they are used", () => {
    const patterns = unusedRuntime(true, true);
    expect(MODULES.map((file) => patterns.some((pattern) => pattern.test(file)))).toEqual([
      true,
      false,
      false,
    ]);
  });
});

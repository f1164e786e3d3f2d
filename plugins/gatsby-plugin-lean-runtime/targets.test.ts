import { browserQueries, browserTargets, ecmaEdition } from "./targets.cjs";

describe("the browsers the build serves", () => {
  it("come from package.json's browserslist, limited to browsers that run ES modules", () => {
    const queries = browserQueries();
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.includes("supports es6-module"))).toBe(true);
  });

  it("run ES2020, so Terser may write it", () => {
    expect(ecmaEdition()).toBe(2020);
  });

  it("give an older list an older edition", () => {
    expect(ecmaEdition(browserTargets(["chrome 79"]))).toBe(2019);
    expect(ecmaEdition(browserTargets(["ie 11"]))).toBe(5);
  });
});

import { replaceHydrateFunction } from "./gatsby-browser";

const answer = () => (replaceHydrateFunction as unknown as () => unknown)();

describe("replaceHydrateFunction", () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it("hydrates in slices in the production build", () => {
    process.env.NODE_ENV = "production";
    expect(typeof answer()).toBe("function");
  });

  it("answers nothing under gatsby develop, so Gatsby's own first render runs", () => {
    process.env.NODE_ENV = "development";
    expect(answer()).toBeUndefined();
  });
});

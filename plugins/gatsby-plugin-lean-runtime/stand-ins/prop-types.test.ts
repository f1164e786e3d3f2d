import PropTypes from "./prop-types";

describe("the prop-types stand-in", () => {
  it("answers every declaration Gatsby's router and links make, without checking anything", () => {
    const declarations = {
      children: PropTypes.element.isRequired,
      location: PropTypes.object.isRequired,
      to: PropTypes.string.isRequired,
      onClick: PropTypes.func,
      state: PropTypes.shape({ key: PropTypes.string }).isRequired,
      either: PropTypes.oneOfType([PropTypes.string, PropTypes.number]),
      list: PropTypes.arrayOf(PropTypes.node).isRequired,
    };
    for (const validator of Object.values(declarations)) {
      expect(typeof validator).toBe("function");
      expect(typeof (validator as { isRequired?: unknown }).isRequired).toBe("function");
    }
  });
});

describe("lean runtime, prop-types stand-in: guard", () => {
  it("answers every validator the real prop-types exports", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the real package
    const real = require("prop-types") as Record<string, unknown>;
    const validators = Object.keys(real).filter((name) => typeof real[name] === "function");
    expect(validators.length).toBeGreaterThan(10);
    for (const name of validators) {
      expect(typeof (PropTypes as unknown as Record<string, unknown>)[name]).toBe("function");
    }
  });
});

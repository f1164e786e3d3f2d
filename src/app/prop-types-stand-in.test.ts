import PropTypes from "./prop-types-stand-in";

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

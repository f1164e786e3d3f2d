import { classNames } from "./class-names";

describe("classNames", () => {
  it("joins the names it is given with one space", () => {
    expect(classNames("group", "group-hero", "extra")).toBe("group group-hero extra");
  });

  it("leaves out what a module or a prop does not define", () => {
    expect(classNames("group", undefined, null, false, "", "extra")).toBe("group extra");
    expect(classNames(undefined)).toBe("");
  });
});

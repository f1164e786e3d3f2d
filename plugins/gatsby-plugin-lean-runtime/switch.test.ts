import { leanRuntimeOn } from "./switch.cjs";

describe("leanRuntimeOn", () => {
  it("is on unless LEAN_RUNTIME=off", () => {
    expect(leanRuntimeOn({})).toBe(true);
    expect(leanRuntimeOn({ LEAN_RUNTIME: "on" })).toBe(true);
    expect(leanRuntimeOn({ LEAN_RUNTIME: "off" })).toBe(false);
  });
});

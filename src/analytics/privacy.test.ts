import { hasOptedOut } from "./privacy";

describe("hasOptedOut", () => {
  it("is true with Global Privacy Control", () => {
    expect(hasOptedOut({ globalPrivacyControl: true, doNotTrack: null })).toBe(true);
  });

  it.each(["1", "yes"])("is true with Do Not Track set to %p", (value) => {
    expect(hasOptedOut({ doNotTrack: value })).toBe(true);
  });

  it("reads the legacy window.doNotTrack", () => {
    expect(hasOptedOut({ doNotTrack: null }, { doNotTrack: "1" })).toBe(true);
  });

  it.each([
    [{}, {}],
    [{ globalPrivacyControl: false, doNotTrack: "0" }, {}],
    [{ doNotTrack: "unspecified" }, { doNotTrack: null }],
  ])("is false without a signal (%p, %p)", (navigator, legacy) => {
    expect(hasOptedOut(navigator, legacy)).toBe(false);
  });
});

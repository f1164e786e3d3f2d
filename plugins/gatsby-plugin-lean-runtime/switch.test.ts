import {
  LEVERS,
  PLUGIN_LEVERS,
  SITE_LEVERS,
  leanRuntimeOn,
  leverOn,
  leversOff,
} from "./switch.cjs";

describe("the lean runtime's switch", () => {
  it("is on unless LEAN_RUNTIME=off", () => {
    expect(leanRuntimeOn({})).toBe(true);
    expect(leanRuntimeOn({ LEAN_RUNTIME: "on" })).toBe(true);
    expect(leanRuntimeOn({ LEAN_RUNTIME: "off" })).toBe(false);
  });

  it("turns every lever off, the site's included, with LEAN_RUNTIME=off", () => {
    expect([...leversOff("off")].sort()).toEqual([...LEVERS].sort());
    expect(LEVERS.filter((lever) => leverOn(lever, { LEAN_RUNTIME: "off" }))).toEqual([]);
    expect(LEVERS.every((lever) => leverOn(lever, {}))).toBe(true);
  });

  it("turns off only the levers named after off:", () => {
    const env = { LEAN_RUNTIME: "off:head-handler, kept-markup" };
    expect(LEVERS.filter((lever) => !leverOn(lever, env))).toEqual(["head-handler", "kept-markup"]);
    expect(leanRuntimeOn(env)).toBe(true);
  });

  it("leaves the plugin out only when every one of its levers is off", () => {
    expect(leanRuntimeOn({ LEAN_RUNTIME: `off:${PLUGIN_LEVERS.join(",")}` })).toBe(false);
    expect(leanRuntimeOn({ LEAN_RUNTIME: `off:${SITE_LEVERS.join(",")}` })).toBe(true);
  });

  it.each([
    ["of", /"of" is not a setting/],
    ["off:", /no lever named/],
    ["off:compile-hint", /no lever is named compile-hint\. The levers: unused-runtime/],
  ])("stops on LEAN_RUNTIME=%s, naming the levers there are", (setting, message) => {
    expect(() => leverOn("head-handler", { LEAN_RUNTIME: setting })).toThrow(message);
  });
});

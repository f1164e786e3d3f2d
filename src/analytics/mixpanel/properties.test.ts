import { MIXPANEL_LIMITS } from "./constants";
import { truncateProperties } from "./properties";

describe("truncateProperties", () => {
  it("cuts strings to 255 characters and leaves other values alone", () => {
    const long = "a".repeat(MIXPANEL_LIMITS.propertyMaxLength + 10);
    expect(truncateProperties({ long, count: 3, flag: true, short: "ok" })).toEqual({
      long: "a".repeat(255),
      count: 3,
      flag: true,
      short: "ok",
    });
  });
});

import { describeMatch, parseFraction } from "./fraction";

describe("parseFraction", () => {
  it.each([
    ["2/10", 2],
    ["7/10", 7],
    ["10/10", 10],
    [" 0/10 ", 0],
  ])("reads %s", (text, have) => {
    expect(parseFraction(text)).toEqual({ have, total: 10 });
  });

  it.each(["11/10", "7/9", "seven", "", "7 / 10", "-1/10"])("rejects %p", (text) => {
    expect(() => parseFraction(text)).toThrow(/is not an ingredient match/);
  });
});

describe("describeMatch", () => {
  it("says what the fraction means", () => {
    expect(describeMatch({ have: 7, total: 10 })).toBe(
      "You have 7 of the 10 ingredients in your fridge",
    );
  });
});

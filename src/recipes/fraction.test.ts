import { describeMatch, explainMatch, matchShown, parseFraction } from "./fraction";

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
  it("says what the fraction means without claiming to know the visitor's fridge", () => {
    expect(describeMatch({ have: 7, total: 10 })).toBe("7 of 10 ingredients most kitchens have");
    expect(explainMatch({ have: 10, total: 10 })).toBe(
      "10 of the 10 ingredients are ones most kitchens already have.",
    );
  });
});

describe("matchShown", () => {
  it("keeps the fraction as written and says what it counts", () => {
    expect(matchShown({ have: 7, total: 10 })).toBe("7/10 in most kitchens");
  });
});

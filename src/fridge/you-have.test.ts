import { hadLines } from "./you-have";

const lines = [
  { key: "egg", staple: false },
  { key: "garlic", staple: false },
  { key: "garlic", staple: false },
  { key: "salt", staple: true },
];

describe("hadLines", () => {
  it("counts distinct ingredients and marks every line of a had one", () => {
    expect(hadLines(lines, { have: ["garlic"], countStaples: false })).toEqual({
      have: 1,
      total: 3,
      lines: [false, true, true, false],
    });
  });

  it("counts staples as had when the switch is on", () => {
    expect(hadLines(lines, { have: ["egg"], countStaples: true })?.have).toBe(2);
  });

  it("says nothing when nothing is chosen", () => {
    expect(hadLines(lines, { have: [], countStaples: true })).toBeNull();
  });
});

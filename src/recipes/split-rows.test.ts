import { LOOP_COPIES, repeat, splitRows } from "./split-rows";

describe("splitRows", () => {
  it.each([
    [24, 12, 12],
    [25, 13, 12],
    [1, 1, 0],
    [2, 1, 1],
  ])("splits %i items into %i and %i", (count, first, second) => {
    const items = Array.from({ length: count }, (_, i) => i);
    const [a, b] = splitRows(items);
    expect(a).toHaveLength(first);
    expect(b).toHaveLength(second);
    expect([...a, ...b]).toEqual(items);
  });
});

describe("repeat", () => {
  it("triples a row for the seamless loop", () => {
    expect(LOOP_COPIES).toBe(3);
    expect(repeat(["a", "b"])).toEqual([
      ["a", "b"],
      ["a", "b"],
      ["a", "b"],
    ]);
  });
});

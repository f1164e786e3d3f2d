import { shuffle } from "./shuffle";

const sequence = (values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] as number;
};

describe("shuffle", () => {
  it("keeps every item exactly once and leaves the input alone", () => {
    const items = Array.from({ length: 24 }, (_, i) => i);
    const copy = [...items];
    const result = shuffle(items);
    expect(result).toHaveLength(items.length);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(copy);
  });

  it("follows the random source (Fisher–Yates)", () => {
    expect(shuffle([1, 2, 3, 4], sequence([0]))).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], sequence([0.999]))).toEqual([1, 2, 3, 4]);
  });

  it("produces different orders over many visits", () => {
    const items = Array.from({ length: 24 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 20 }, () => shuffle(items).join(",")));
    expect(orders.size).toBeGreaterThan(15);
  });

  it("handles empty and single lists", () => {
    expect(shuffle([])).toEqual([]);
    expect(shuffle(["a"])).toEqual(["a"]);
  });
});

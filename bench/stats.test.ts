import { judgeRatio, medianInterval, pairedRatio } from "./stats.mjs";

describe("medianInterval", () => {
  it("is min–max for five runs, at 94 % (1 - 2/32)", () => {
    expect(medianInterval([5, 1, 4, 2, 3])).toEqual({ low: 1, high: 5, coverage: 1 - 2 / 32 });
  });

  it("leaves out one run at each end of nine, at 96 %", () => {
    const interval = medianInterval([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(interval).toMatchObject({ low: 2, high: 8 });
    expect(interval?.coverage).toBeCloseTo(1 - (2 * 10) / 512, 10);
  });

  it("gives none when too few runs reach the level", () => {
    expect(medianInterval([1, 2, 3, 4])).toBeNull();
    expect(medianInterval([1, 2, 3, 4, 5], 0.95)).toBeNull();
  });
});

describe("pairedRatio", () => {
  it("divides round by round, so a slow round weighs on both builds", () => {
    const site = [100, 200, 400, 100, 300];
    const starter = [100, 100, 400, 200, 300];
    const ratio = pairedRatio(site, starter);
    expect(ratio.median).toBe(1);
    expect(ratio.interval).toMatchObject({ low: 0.5, high: 2 });
    expect(ratio.runs).toBe(5);
  });

  it("leaves out rounds with nothing to divide by", () => {
    expect(pairedRatio([1, 2, 3], [0, 1])).toMatchObject({ median: 2, runs: 1 });
  });
});

describe("judgeRatio", () => {
  const ratio = (low: number, high: number) => ({
    median: (low + high) / 2,
    interval: { low, high, coverage: 0.94 },
    runs: 5,
  });

  it("says met only when the whole interval is within the bound", () => {
    expect(judgeRatio(ratio(0.6, 0.95), 1)).toBe("met");
    expect(judgeRatio(ratio(0.6, 1.2), 1)).toBe("unsettled");
    expect(judgeRatio(ratio(1.05, 1.6), 1)).toBe("not met");
  });

  it("turns round for a figure that must be at least the bound", () => {
    expect(judgeRatio(ratio(1, 1.1), 1, { atLeast: true })).toBe("met");
    expect(judgeRatio(ratio(0.95, 1.05), 1, { atLeast: true })).toBe("unsettled");
    expect(judgeRatio(ratio(0.9, 0.98), 1, { atLeast: true })).toBe("not met");
  });

  it("does not judge without an interval", () => {
    expect(judgeRatio({ median: 0.5, interval: null, runs: 3 }, 1)).toBe("unsettled");
  });
});

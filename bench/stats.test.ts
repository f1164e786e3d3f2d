import fc from "fast-check";
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
  it("says met only when the whole interval is within the bound", () => {
    const starter = [100, 100, 100, 100, 100];
    expect(judgeRatio(pairedRatio([60, 70, 80, 90, 95], starter), 1)).toBe("met");
    expect(judgeRatio(pairedRatio([60, 70, 80, 90, 120], starter), 1)).toBe("unsettled");
    expect(judgeRatio(pairedRatio([105, 110, 130, 150, 160], starter), 1)).toBe("not met");
  });

  it("turns round for a figure that must be at least the bound", () => {
    const starter = [90, 90, 90, 90, 90];
    expect(judgeRatio(pairedRatio([90, 92, 95, 97, 99], starter), 1, { atLeast: true })).toBe(
      "met",
    );
    expect(judgeRatio(pairedRatio([85, 92, 95, 97, 99], starter), 1, { atLeast: true })).toBe(
      "unsettled",
    );
    expect(judgeRatio(pairedRatio([80, 81, 82, 83, 88], starter), 1, { atLeast: true })).toBe(
      "not met",
    );
  });

  it("does not judge without enough rounds for an interval", () => {
    expect(judgeRatio(pairedRatio([50, 50, 50], [100, 100, 100]), 1)).toBe("unsettled");
  });

  it("judges the rounds where the base did not block at all, which have no ratio", () => {
    const none = [0, 0, 0, 0, 0];
    expect(judgeRatio(pairedRatio(none, [0, 14, 0, 2, 0]), 1)).toBe("met");
    expect(judgeRatio(pairedRatio(none, [0, 14, 0, 2, 0]), 0.5)).toBe("met");
    expect(judgeRatio(pairedRatio([5, 9, 3, 8, 6], none), 1)).toBe("not met");
    expect(judgeRatio(pairedRatio([0, 9, 0, 8, 0], none), 1)).toBe("unsettled");
  });

  it("gives the ratios' verdict wherever every base is above 0", () => {
    const byRatios = (values: number[], bases: number[], bound: number, atLeast: boolean) => {
      const { interval } = pairedRatio(values, bases);
      if (!interval) return "unsettled";
      const [near, far] = atLeast ? [interval.low, interval.high] : [interval.high, interval.low];
      const within = (ratio: number) => (atLeast ? ratio >= bound : ratio <= bound);
      if (within(near)) return "met";
      return within(far) ? "unsettled" : "not met";
    };
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((rounds) =>
            fc.tuple(
              fc.array(fc.integer({ min: 0, max: 900 }), { minLength: rounds, maxLength: rounds }),
              fc.array(fc.integer({ min: 1, max: 900 }), { minLength: rounds, maxLength: rounds }),
            ),
          ),
        fc.constantFrom(0.5, 1, 1.5),
        fc.boolean(),
        ([values, bases], bound, atLeast) => {
          expect(judgeRatio(pairedRatio(values, bases), bound, { atLeast })).toBe(
            byRatios(values, bases, bound, atLeast),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

import { formatDuration, isoDuration, totalMinutes } from "./duration";

describe("isoDuration", () => {
  it.each([
    [0, "PT0M"],
    [5, "PT5M"],
    [60, "PT1H"],
    [75, "PT1H15M"],
    [150, "PT2H30M"],
  ])("writes %i minutes as %s", (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(iso).toMatch(/^PT(\d+H)?(\d+M)?$/);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 min"],
    [45, "45 min"],
    [60, "1 hr"],
    [95, "1 hr 35 min"],
  ])("writes %i minutes as %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe("totalMinutes", () => {
  it("adds the known parts and knows nothing when no part is known", () => {
    expect(totalMinutes(10, 25)).toBe(35);
    expect(totalMinutes(10, null)).toBe(10);
    expect(totalMinutes(undefined, null)).toBeUndefined();
  });
});

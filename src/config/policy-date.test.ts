import { formatPolicyDate } from "./policy-date";

describe("formatPolicyDate", () => {
  it.each([
    ["2025-01-01", "January 1st, 2025"],
    ["2025-03-22", "March 22nd, 2025"],
    ["2025-04-23", "April 23rd, 2025"],
    ["2025-11-11", "November 11th, 2025"],
    ["2025-12-31", "December 31st, 2025"],
  ])("writes %s as %s", (iso, text) => {
    expect(formatPolicyDate(iso)).toBe(text);
  });
});

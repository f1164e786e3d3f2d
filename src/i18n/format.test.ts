import { POLICY_EFFECTIVE_DATE } from "../config/policy";
import { formatLongDate, formatNumber } from "./format";

describe("formatLongDate", () => {
  it.each([
    ["en", "June 6th, 2025"],
    ["de", "6. Juni 2025"],
    ["es", "6 de junio de 2025"],
  ] as const)("writes the policy's date in %s as %s", (language, text) => {
    expect(formatLongDate(POLICY_EFFECTIVE_DATE, language)).toBe(text);
  });
});

describe("formatNumber", () => {
  it.each([
    ["en", "1.5"],
    ["de", "1,5"],
    ["es", "1,5"],
  ] as const)("writes one and a half in %s as %s", (language, text) => {
    expect(formatNumber(1.5, language)).toBe(text);
  });
});

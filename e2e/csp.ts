import type { Page } from "@playwright/test";

const REPORT_BINDING = "__reportCspViolation";
const CSP_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * Collects every Content-Security-Policy violation the page reports, as a DOM event or as a
 * console message, across navigations.
 */
export const watchCspViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeBinding(REPORT_BINDING, (_source, report: string) => {
    violations.push(report);
  });
  await page.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = Reflect.get(window, binding) as (text: string) => void;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ` +
          `${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  }, REPORT_BINDING);
  page.on("console", (message) => {
    if (CSP_CONSOLE_MESSAGE.test(message.text())) violations.push(message.text());
  });
  return violations;
};

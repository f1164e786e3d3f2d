import type { Locator, Page } from "@playwright/test";
import {
  MALFORMED_ADDRESS,
  SUBMIT_OFF_REASON,
} from "../src/components/deletion-form/deletion-form-text";
import { DELETION_CONFIRMATION } from "../src/config/policy";
import { ROUTES as PAGES } from "../src/config/routes";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * The deletion form as a visitor meets it: what it says around the spec's words and rules.
 */

const EMAIL = "cook@example.com";
const SUCCESS = "Request Submitted Successfully";

const field = (page: Page) => page.getByLabel("Email Address *");

test.describe("the deletion form explains itself", () => {
  test("it says why Submit is off, beside the button", async ({ page, consoleErrors }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: "Submit Request" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(SUBMIT_OFF_REASON);
    await expect(page.getByText(SUBMIT_OFF_REASON)).toBeVisible();
    await field(page).fill(EMAIL);
    await expect(submit).toBeEnabled();
    await expect(page.getByText(SUBMIT_OFF_REASON)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("it says what is wrong with an address, in its own words beside the field", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await field(page).fill("cook@");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText(MALFORMED_ADDRESS)).toBeVisible();
    await expect(field(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page)).toHaveAccessibleDescription(
      new RegExp(MALFORMED_ADDRESS.slice(0, 20)),
    );
    await expect(page.getByRole("button", { name: "Submitting..." })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Submitting... looks at work, not like the idle button that is off", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
      });
    const idleOff = await look(page.getByRole("button", { name: "Submit Request" }));
    await field(page).fill(EMAIL);
    await page.getByRole("button", { name: "Submit Request" }).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    const working = await look(busy);
    expect(working.background).not.toBe(idleOff.background);
    expect(working.color).not.toBe(idleOff.color);
    expect(working.cursor).toBe("progress");
    // A turning mark inside the button.
    const mark = busy.locator("[aria-hidden='true']");
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
      "none",
    );
    await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the success view and the steps make the same promise about the email", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await expect(page.getByRole("listitem").filter({ hasText: DELETION_CONFIRMATION })).toHaveCount(
      1,
    );
    await expect(page.getByText(/We confirm your request by email/)).toHaveCount(0);
    await field(page).fill(EMAIL);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
    await expect(page.getByText(DELETION_CONFIRMATION)).toHaveCount(2);
    await expect(page.getByText(/once it is complete/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

import { KEEP_SCREEN_ON } from "../src/components/cook-tools/cook-tools-text";
import { FLAGS, findChromium } from "../scripts/chromium.cjs";
import { openWithTools } from "./cook-tools-page";
import { expect, test } from "./fixtures";

/*
 * "Keep screen on" on a recipe page, with the browser's real Screen Wake Lock. Chromium's headless
 * shell, which runs the other browser tests, has no screen to keep on and refuses every lock, so
 * this file runs in the whole browser.
 */
test.use({ launchOptions: { executablePath: findChromium(), args: FLAGS } });

type LockWindow = Window & { locks: WakeLockSentinel[] };

test.describe("Keep screen on, with the browser's own wake lock", () => {
  test("takes the lock, takes it again when the tab returns, and releases it", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Browser.grantPermissions", { permissions: ["wakeLockScreen"] });
    // Watch the real API without replacing it: every sentinel it hands out is kept for the test.
    await page.addInitScript(() => {
      const lockWindow = window as unknown as LockWindow;
      lockWindow.locks = [];
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = async (type) => {
        const sentinel = await request(type);
        lockWindow.locks.push(sentinel);
        return sentinel;
      };
    });
    await openWithTools(page);
    const toggle = page.getByRole("switch", { name: KEEP_SCREEN_ON });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    const locks = () =>
      page.evaluate(() => (window as unknown as LockWindow).locks.map((lock) => lock.released));
    await expect.poll(locks).toEqual([false]);

    // Headless Chromium never hides a tab, so the test does what the browser does when it does:
    // the document turns hidden and its real lock is released; then the tab comes back.
    await page.evaluate(async () => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      await (window as unknown as LockWindow).locks[0]?.release();
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(locks).toEqual([true]);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(locks).toEqual([true, false]);
    await expect(toggle).toHaveAttribute("aria-checked", "true");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect.poll(locks).toEqual([true, true]);
  });
});

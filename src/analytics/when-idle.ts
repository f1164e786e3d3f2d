import { IDLE_TIMEOUT_MS } from "./constants";

/**
 * Resolves once the page has loaded and the main thread is idle, or as soon as the
 * page is hidden, since a visitor who leaves early would otherwise take their page
 * view with them.
 */
export const whenIdle = (win: Window, timeoutMs: number = IDLE_TIMEOUT_MS): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      win.removeEventListener("visibilitychange", onHidden);
      resolve();
    };
    const onHidden = () => {
      if (win.document.visibilityState === "hidden") done();
    };
    const afterLoad = () => {
      if (typeof win.requestIdleCallback === "function") {
        win.requestIdleCallback(done, { timeout: timeoutMs });
      } else {
        win.setTimeout(done, 0);
      }
    };
    win.addEventListener("visibilitychange", onHidden);
    if (win.document.readyState === "complete") afterLoad();
    else win.addEventListener("load", afterLoad, { once: true });
  });

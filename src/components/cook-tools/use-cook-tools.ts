import { useEffect, useState } from "react";
import { SERVES_PARAM } from "../../recipes/scaling/servings";

export type CookTools = typeof import("./cook-tools");

const loadCookTools = (): Promise<CookTools> =>
  import(/* webpackChunkName: "recipe-text" */ "./cook-tools");

/** Any sign of a visitor at the page: a pointer, a finger, a key, a scroll. */
export const INTEREST_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;

const whenIdle = (start: () => void): (() => void) => {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(start);
  return () => window.cancelIdleCallback(idle);
};

/**
 * The cooking tools' code, fetched once the page has hydrated and the visitor does anything at
 * all, so a page that is only looked at loads no more script than before (the recipe pages' 70 KB
 * budget). It shares the recipe text's chunk (about 11 KB gzip with the fraction formatter), which
 * a visit that moves here within the site fetches anyway, and so adds no entry to the runtime's
 * chunk list that every page loads. An address with chosen servings loads it as soon as the browser is
 * idle, so a shared scaled recipe reads scaled. Null until then, and for good if it cannot load:
 * the recipe then reads as written.
 */
export const useCookTools = (wanted: boolean, load = loadCookTools): CookTools | null => {
  const [tools, setTools] = useState<CookTools | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let cancelIdle = () => {};
    const stopListening = () =>
      INTEREST_EVENTS.forEach((name) => window.removeEventListener(name, start, true));
    function start() {
      stopListening();
      cancelIdle();
      load().then(
        (module) => live && setTools(module),
        () => undefined,
      );
    }
    if (new URLSearchParams(window.location.search).has(SERVES_PARAM)) {
      cancelIdle = whenIdle(start);
    }
    INTEREST_EVENTS.forEach((name) =>
      window.addEventListener(name, start, { capture: true, passive: true }),
    );
    return () => {
      live = false;
      stopListening();
      cancelIdle();
    };
  }, [wanted, load]);
  return tools;
};

import { useEffect, useState } from "react";
import { SERVES_PARAM } from "../../recipes/scaling/servings";

export type CookTools = typeof import("./cook-tools");

const loadCookTools = (): Promise<CookTools> =>
  import(/* webpackChunkName: "cook-tools" */ "./cook-tools");

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
 * The cooking tools' code (about 4 KB gzip), fetched once the page has hydrated and the visitor
 * does anything at all, so a page that is only looked at loads no more script than before (the
 * recipe pages' 70 KB budget). An address with chosen servings loads it as soon as the browser is
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

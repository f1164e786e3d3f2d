import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "../../analytics/when-idle";

export type CookTools = typeof import("./cook-tools");

const loadCookTools = (): Promise<CookTools> =>
  import(/* webpackChunkName: "cook-tools" */ "./cook-tools");

const idleAfterLoad = () => whenIdle(window);

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

/**
 * The cooking tools' code, in its own chunk, fetched once the page has loaded (on recipe pages
 * the scripts wait for the photo) and the browser is idle after hydration, or on the visitor's
 * first move if that comes sooner. Until then the server's ingredients and method stand, with
 * the tools' row kept empty; null for good if the code cannot load, and the recipe reads as written.
 * They are drawn as a transition: React renders them in slices a tap can interrupt, not in one task.
 */
export const useCookTools = (
  wanted: boolean,
  load = loadCookTools,
  idle: () => Promise<void> = idleAfterLoad,
): CookTools | null => {
  const [tools, setTools] = useState<CookTools | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let started = false;
    const stopListening = () =>
      INTEREST_EVENTS.forEach((name) => window.removeEventListener(name, start, true));
    function start() {
      stopListening();
      if (started || !live) return;
      started = true;
      load().then(
        (module) => {
          if (live) startTransition(() => setTools(module));
        },
        () => undefined,
      );
    }
    void idle().then(start);
    INTEREST_EVENTS.forEach((name) =>
      window.addEventListener(name, start, { capture: true, passive: true }),
    );
    return () => {
      live = false;
      stopListening();
    };
  }, [wanted, load, idle]);
  return tools;
};

import { useEffect, useState } from "react";

export type CookTools = typeof import("./cook-tools");

const loadCookTools = (): Promise<CookTools> =>
  import(/* webpackChunkName: "cook-tools" */ "./cook-tools");

/**
 * The cooking tools' code, fetched once the page has hydrated and the browser is idle, so it
 * never competes with the photo or hydration; null until then, and for good if it cannot load
 * (the recipe reads as written).
 */
export const useCookTools = (wanted: boolean, load = loadCookTools): CookTools | null => {
  const [tools, setTools] = useState<CookTools | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const start = () =>
      load().then(
        (module) => live && setTools(module),
        () => undefined,
      );
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(start, 0);
      return () => {
        live = false;
        window.clearTimeout(timer);
      };
    }
    const idle = window.requestIdleCallback(start);
    return () => {
      live = false;
      window.cancelIdleCallback(idle);
    };
  }, [wanted, load]);
  return tools;
};

import React, { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from "react";
import { navigate } from "gatsby";
import { onArrivalPage } from "../../app/arrival-page";

/** An empty string React leaves alone while hydrating, and whenever it draws this element again. */
const AS_THE_SERVER_WROTE_IT = { __html: "" };

/**
 * Follows a click on a link inside content React did not draw as Gatsby's `Link` would: within the
 * site, without reloading. Anything else (another site, a new tab, an anchor on this page) is left
 * to the browser.
 */
export const followWithinSite = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.hash !== "") return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
};

/**
 * Content that never changes once drawn, such as a long policy, whose code a first visit need not
 * fetch or run. On the page a visitor arrives on, the browser keeps the server's markup as it is
 * and React adopts it untouched; a visitor who moves here within the site gets the code lazily.
 * The server draws it in full (Gatsby waits for every lazy part before writing a page).
 */
export const keptFromServer = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> => {
  const Drawn = lazy(load) as unknown as ComponentType<P>;
  const Kept = (props: P) => {
    const [arrival] = useState(onArrivalPage);
    const kept = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = kept.current;
      if (!arrival || !element) return;
      element.addEventListener("click", followWithinSite);
      return () => element.removeEventListener("click", followWithinSite);
    }, [arrival]);
    return arrival ? (
      <div ref={kept} dangerouslySetInnerHTML={AS_THE_SERVER_WROTE_IT} suppressHydrationWarning />
    ) : (
      <div>
        <Suspense fallback={null}>
          <Drawn {...props} />
        </Suspense>
      </div>
    );
  };
  return Kept;
};

import React, {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from "react";

/**
 * Gatsby's scroll restoration, which the production browser bundle carries in place of
 * gatsby-react-router-scroll (see unused-runtime.ts). It behaves as that package does, with the
 * same session-storage keys: a new page opens at its top or at the section its address names, and
 * Back or Forward returns to where the visitor was. The package ships as CommonJS compiled to ES5
 * classes, which webpack can neither shake nor shorten.
 *
 * Contract: Gatsby's app imports `ScrollContext` and `useScrollRestoration` from the package, and
 * its `shouldUpdateScroll` reads the positions from `this._stateStorage` (see the guard test).
 */

type ScrollLocation = { pathname: string; hash?: string; key?: string };
type RouterProps = { location: ScrollLocation };
type ScrollStorage = typeof scrollStorage;
/** Gatsby's `shouldUpdateScroll` (navigation.js), which reads the storage from `this`. */
type ShouldUpdateScroll = (
  this: { _stateStorage: ScrollStorage },
  previous: RouterProps | undefined,
  next: RouterProps,
) => unknown;

/** Where positions go when session storage refuses them (a private window, say). */
const inMemory = new Map<string, number>();
const storageKey = ({ pathname }: ScrollLocation, key: string) => `@@scroll|${pathname}|${key}`;

export const scrollStorage = {
  read(location: ScrollLocation, key: string): number {
    const name = storageKey(location, key);
    try {
      const value = window.sessionStorage.getItem(name);
      return value ? (JSON.parse(value) as number) : 0;
    } catch {
      return inMemory.get(name) ?? 0;
    }
  },
  save(location: ScrollLocation, key: string, position: number) {
    const name = storageKey(location, key);
    try {
      window.sessionStorage.setItem(name, JSON.stringify(position));
    } catch {
      inMemory.set(name, position);
    }
  },
};

/** The storage and the router's location, for `useScrollRestoration`. */
const RouteScroll = createContext<{ storage: ScrollStorage; location: ScrollLocation }>({
  storage: scrollStorage,
  location: { pathname: "/" },
});

type HandlerProps = RouterProps & { shouldUpdateScroll?: ShouldUpdateScroll; children: ReactNode };

/** Named as the package names it: Gatsby's app renders it around its router. */
export const ScrollContext = (props: HandlerProps) => {
  const { location, shouldUpdateScroll, children } = props;
  /** The props of the latest render, once its effects have run. */
  const rendered = useRef<HandlerProps>();

  useLayoutEffect(() => {
    let scrolledTo = 0;
    let saving = false;
    const save = () => {
      const current = rendered.current?.location;
      if (current?.key) scrollStorage.save(current, current.key, scrolledTo);
      saving = false;
    };
    const onScroll = () => {
      scrolledTo = window.scrollY;
      if (saving) return;
      saving = true;
      requestAnimationFrame(save);
    };
    window.addEventListener("scroll", onScroll);
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // After every render, as the package's componentDidMount and componentDidUpdate.
  useLayoutEffect(() => {
    const before = rendered.current;
    rendered.current = props;
    const allowed = () =>
      !shouldUpdateScroll ||
      shouldUpdateScroll.call({ _stateStorage: scrollStorage }, before, props);
    const { hash, key } = location;
    // Read once: scrolling a page not yet long enough saves a shorter position in its place.
    const position = key ? scrollStorage.read(location, key) : 0;
    const scroll = () => {
      if (hash) {
        const section = document.getElementById(decodeURI(hash).slice(1));
        if (section && allowed()) section.scrollIntoView();
        return;
      }
      // On the page a visitor arrives on, the browser's own position stands unless one was saved.
      if ((before || position) && allowed()) window.scrollTo(0, position);
    };
    scroll();
  });

  const routeScroll = useMemo(() => ({ storage: scrollStorage, location }), [location]);
  return <RouteScroll.Provider value={routeScroll}>{children}</RouteScroll.Provider>;
};

/** Gatsby's `useScrollRestoration`: keeps the scroll position of an element of its own. */
export const useScrollRestoration = (identifier: string) => {
  const { storage, location } = useContext(RouteScroll);
  const ref: RefObject<HTMLElement> = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.scrollTo(0, storage.read(location, identifier));
  }, [storage, location, identifier]);
  return {
    ref,
    onScroll() {
      if (ref.current) storage.save(location, identifier, ref.current.scrollTop);
    },
  };
};

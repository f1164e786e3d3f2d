import React, {
  Suspense,
  lazy,
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent as ReactMouseEvent,
} from "react";
import { onArrivalPage } from "../../app/arrival-page";
import { scrollAgain } from "../../app/scroll-again";
import * as styles from "./server-kept.module.css";

/** An empty string React leaves alone while hydrating, and whenever it draws this element again. */
const AS_THE_SERVER_WROTE_IT = { __html: "" };

/**
 * A chunk that cannot be fetched (a newer deploy removed it, or the connection dropped) hands the
 * visitor to the server's copy of the page instead of an error: the page loads again in full.
 */
export const reloadOnFailure =
  <T,>(load: () => Promise<T>, reload = () => window.location.reload()) =>
  (): Promise<T> =>
    load().catch(() => {
      reload();
      // Nothing to draw meanwhile: the reload replaces the page.
      return new Promise<T>(() => undefined);
    });

/**
 * Drawn with late content, in the same commit: scrolls as the move here did, now that the page has
 * its length and its sections (Back returns to where the visitor was, a link to a section reaches it).
 */
const ScrollOnceDrawn = () => {
  useLayoutEffect(scrollAgain, []);
  return null;
};

/**
 * Content that never changes once drawn, such as a long policy, whose code a first visit need not
 * fetch or run. On the page a visitor arrives on, the browser keeps the server's markup as it is
 * and React adopts it untouched; a visitor who moves here within the site gets the code lazily.
 * The server draws it in full (Gatsby waits for every lazy part before writing a page).
 *
 * Kept markup is drawn before its chunk, and that chunk's stylesheet, arrive: the page that uses
 * it imports the CSS modules it names, so that their rules are in the page's own stylesheet, which
 * Gatsby inlines (with `per-page-css`). A module that another composes is imported first: the
 * stylesheet keeps the imports' order, which settles rules of equal specificity.
 * e2e/output.spec.ts checks that every class of every page has its rules inline.
 */
export const keptFromServer = <M, P extends object>(
  /** Fetches the module that draws the content, in its own chunk. */
  load: () => Promise<M>,
  /** The component in that module. */
  pick: (module: M) => ComponentType<P>,
  {
    onClick,
    onKept,
  }: {
    /** For content with links: handles their clicks, which kept markup has no handler for. */
    onClick?: (event: MouseEvent) => void;
    /** Runs once the page runs, on the wrapper of markup that was kept (never on drawn content). */
    onKept?: (wrapper: HTMLElement) => void;
  } = {},
): ComponentType<P> => {
  const Drawn = lazy(
    reloadOnFailure(() => load().then((module) => ({ default: pick(module) }))),
  ) as unknown as ComponentType<P>;
  const onKeptClick = onClick && ((event: ReactMouseEvent) => onClick(event.nativeEvent));
  const Kept = (props: P) => {
    const [arrival] = useState(onArrivalPage);
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (arrival && onKept && wrapper.current) onKept(wrapper.current);
    }, [arrival]);
    return arrival ? (
      // React hands this wrapper the clicks on the kept links (Enter on one included); they
      // keep the focus and the keys themselves.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        ref={wrapper}
        className={styles.kept}
        dangerouslySetInnerHTML={AS_THE_SERVER_WROTE_IT}
        suppressHydrationWarning
        onClick={onKeptClick}
      />
    ) : (
      <div className={styles.kept}>
        <Suspense fallback={null}>
          <Drawn {...props} />
          <ScrollOnceDrawn />
        </Suspense>
      </div>
    );
  };
  // Drawn again only when its own props change. Where the server's markup is being hydrated
  // rather than kept (Gatsby's stock runtime), its boundary waits for the chunk; a parent drawing
  // again meanwhile (a ref or stored state arriving) would hand it an update before it has
  // hydrated, and React would throw the server's markup away (error #421) and draw it afresh.
  // (React's types cannot tell that a generic P carries no ref, hence the cast.)
  return memo(Kept) as unknown as ComponentType<P>;
};

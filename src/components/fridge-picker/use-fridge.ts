import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { PantrySource } from "../../fridge/pantry-event";
import {
  addKeys,
  browserStorage,
  EMPTY_FRIDGE,
  haveFromSearch,
  readStoredFridge,
  removeKey,
  searchForHave,
  storeFridge,
  type FridgeState,
} from "../../fridge/fridge-state";

type Held = FridgeState & {
  /** False until the browser's link and storage have been read (never on the server). */
  ready: boolean;
  source: PantrySource;
};

export type Fridge = Held & {
  setHave: (have: readonly string[]) => void;
  /** Adds the ingredients not there yet; returns those it added. */
  add: (keys: readonly string[]) => string[];
  /** Takes the ingredient out. */
  remove: (key: string) => void;
  /** Takes the last chosen ingredient out; returns it, or null when there was none. */
  removeLast: () => string | null;
  /** Adds the ingredient, or takes it out if it is there. */
  toggle: (key: string) => void;
  setCountStaples: (count: boolean) => void;
};

const SERVER_STATE: Held = { ...EMPTY_FRIDGE, ready: false, source: "picker" };

/**
 * Runs `task` once the browser has painted what a tap changed: writing storage and changing the
 * address take milliseconds the visitor should not wait for.
 */
const afterPaint = (task: () => void) => {
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
};

/**
 * The address with `have` in it, in place of the entry's own: a change is no new history entry.
 * Only while the page is still `pathname`: the visitor may have moved on since.
 */
const showInAddress = (pathname: string, have: readonly string[]) => {
  if (window.location.pathname !== pathname) return;
  const { hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${searchForHave(have)}${hash}`);
};

/**
 * The chosen ingredients: a link's `?have=` wins over this browser's copy; every change replaces
 * the address (so it can be shared and reloaded, and Back leaves the page) and is stored for the
 * next visit.
 */
export const useFridge = (): Fridge => {
  const [held, setHeld] = useState<Held>(SERVER_STATE);
  // Every change goes through here, so handlers read the latest state without waiting a render.
  const current = useRef<Held>(SERVER_STATE);

  // This browser's copy is written after the paint, and at the latest when the page is left.
  const unstored = useRef(false);
  const store = useCallback(() => {
    if (!unstored.current) return;
    unstored.current = false;
    const { have, countStaples } = current.current;
    storeFridge(browserStorage(), { have, countStaples });
  }, []);
  const keep = useCallback(
    (next: Held) => {
      current.current = next;
      if (unstored.current) return;
      unstored.current = true;
      afterPaint(store);
    },
    [store],
  );
  useEffect(() => {
    window.addEventListener("pagehide", store);
    return () => window.removeEventListener("pagehide", store);
  }, [store]);
  /** What the page reads for itself (this browser's copy, Back and Forward): drawn when React has time. */
  const hold = useCallback(
    (next: Held) => {
      keep(next);
      startTransition(() => setHeld(next));
    },
    [keep],
  );
  /** A visitor's own change: drawn at once, within the tap. */
  const choose = useCallback(
    (next: Held) => {
      keep(next);
      setHeld(next);
    },
    [keep],
  );

  useEffect(() => {
    const stored = readStoredFridge(browserStorage());
    const linked = haveFromSearch(window.location.search);
    hold(
      linked === null
        ? { ...stored, ready: true, source: "picker" }
        : { ...stored, have: linked, ready: true, source: "link" },
    );
    // The address says what the page shows, so Back to this entry comes back to this fridge.
    const { pathname } = window.location;
    if (linked === null && stored.have.length > 0) {
      afterPaint(() => showInAddress(pathname, stored.have));
    }
    // An entry of this page (one an anchor made) may carry an older fridge; an entry of another
    // page is the visitor leaving, which must not empty the fridge on the way out.
    const onPopState = () => {
      if (window.location.pathname !== pathname) return;
      hold({ ...current.current, have: haveFromSearch(window.location.search) ?? [] });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [hold]);

  /** Every change of the chosen ingredients: a set, so a key is never there twice. */
  const setHave = useCallback(
    (keys: readonly string[]) => {
      const have = addKeys([], keys);
      if (have.join() === current.current.have.join()) return;
      choose({ ...current.current, have, source: "picker" });
      // The address waits for the results: the browser takes a while to change it.
      const { pathname } = window.location;
      afterPaint(() => showInAddress(pathname, current.current.have));
    },
    [choose],
  );

  const add = useCallback(
    (keys: readonly string[]) => {
      const { have } = current.current;
      const added = addKeys([], keys).filter((key) => !have.includes(key));
      setHave(addKeys(have, added));
      return added;
    },
    [setHave],
  );

  const remove = useCallback(
    (key: string) => setHave(removeKey(current.current.have, key)),
    [setHave],
  );

  const removeLast = useCallback(() => {
    const { have } = current.current;
    const last = have[have.length - 1] ?? null;
    if (last !== null) remove(last);
    return last;
  }, [remove]);

  const toggle = useCallback(
    (key: string) => {
      const { have } = current.current;
      setHave(have.includes(key) ? removeKey(have, key) : addKeys(have, [key]));
    },
    [setHave],
  );

  const setCountStaples = useCallback(
    (countStaples: boolean) => choose({ ...current.current, countStaples, source: "picker" }),
    [choose],
  );

  return { ...held, setHave, add, remove, removeLast, toggle, setCountStaples };
};

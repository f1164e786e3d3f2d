import { NEAR_MARGIN, shuffleKeptRows, type Later, type WhenNear } from "./kept-rows";
import { TRACK_ATTRIBUTE } from "./use-loop-copies";

/** Two rows as the server writes them: a viewport, its track, the first list and two empty copies. */
const rows = (names: string[][]) => {
  const root = document.createElement("div");
  for (const row of names) {
    const viewport = document.createElement("div");
    const track = document.createElement("div");
    track.setAttribute(TRACK_ATTRIBUTE, "");
    const first = document.createElement("ul");
    for (const name of row) {
      const item = document.createElement("li");
      item.textContent = name;
      first.append(item);
    }
    track.append(first, document.createElement("ul"), document.createElement("ul"));
    viewport.append(track);
    root.append(viewport);
  }
  document.body.append(root);
  return root;
};

const tracksOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(`[${TRACK_ATTRIBUTE}]`));
const looped = (root: HTMLElement) =>
  tracksOf(root).map((track) => track.hasAttribute("data-looped"));
const copyCounts = (root: HTMLElement) =>
  tracksOf(root).map((track) => Array.from(track.children, (list) => list.children.length));

const now: Later = (work) => work();

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe("shuffleKeptRows", () => {
  it("keeps the focus on a card's link the visitor reached before the cards moved", () => {
    const root = rows([
      ["a", "b", "c"],
      ["d", "e", "f"],
    ]);
    const items = Array.from(root.querySelectorAll("li"));
    for (const item of items)
      item.replaceChildren(
        Object.assign(document.createElement("a"), {
          href: `#${item.textContent}`,
          textContent: item.textContent,
        }),
      );
    const link = root.querySelector<HTMLAnchorElement>('a[href="#b"]')!;
    link.focus();
    expect(document.activeElement).toBe(link);
    shuffleKeptRows(
      root,
      () => 0,
      now,
      () => undefined,
    );
    expect(Array.from(root.querySelectorAll("a"), (a) => a.textContent)).not.toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
      "f",
    ]);
    expect(document.activeElement).toBe(link);
  });

  it("moves the cards into the visitor's order at once, each row keeping its size", () => {
    const root = rows([
      ["a", "b", "c"],
      ["d", "e", "f"],
    ]);
    shuffleKeptRows(
      root,
      () => 0,
      now,
      () => undefined,
    );
    const names = Array.from(root.querySelectorAll("ul:first-child > li"), (li) => li.textContent);
    expect(names).toHaveLength(6);
    expect([...names].sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(names).not.toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(copyCounts(root)).toEqual([
      [3, 0, 0],
      [3, 0, 0],
    ]);
  });

  it("makes a row's copies only once that row comes near the screen, in a task of its own", () => {
    const root = rows([
      ["a", "b"],
      ["c", "d"],
    ]);
    const nearing = new Map<Element, () => void>();
    const near: WhenNear = (element, work) => nearing.set(element, work);
    const tasks: (() => void)[] = [];
    shuffleKeptRows(root, Math.random, (work) => tasks.push(work), near);

    const [top, bottom] = tracksOf(root);
    expect([...nearing.keys()]).toEqual([top, bottom]);
    expect(looped(root)).toEqual([false, false]);

    nearing.get(top as Element)?.();
    expect(looped(root)).toEqual([false, false]);
    tasks.shift()?.();
    expect(looped(root)).toEqual([true, false]);
    expect(copyCounts(root)[0]).toEqual([2, 2, 2]);
    expect(copyCounts(root)[1]).toEqual([2, 0, 0]);

    nearing.get(bottom as Element)?.();
    tasks.shift()?.();
    expect(looped(root)).toEqual([true, true]);
  });

  it("watches each row with an IntersectionObserver and stops once the row is near", () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      observed: Element[];
      disconnect: jest.Mock;
    }[] = [];
    class FakeObserver {
      observed: Element[] = [];
      disconnect = jest.fn();
      constructor(
        public callback: IntersectionObserverCallback,
        public options?: IntersectionObserverInit,
      ) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
    }
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
    try {
      const root = rows([["a"], ["b"]]);
      shuffleKeptRows(root, Math.random, now);
      expect(observers).toHaveLength(2);
      expect(observers.map((o) => o.options?.rootMargin)).toEqual([NEAR_MARGIN, NEAR_MARGIN]);
      expect(observers.map((o) => o.observed)).toEqual(tracksOf(root).map((track) => [track]));

      const [first] = observers;
      const entry = (isIntersecting: boolean) =>
        [{ isIntersecting } as IntersectionObserverEntry] as IntersectionObserverEntry[];
      // Reported at once as out of sight: nothing yet.
      first?.callback(entry(false), first as unknown as IntersectionObserver);
      expect(looped(root)).toEqual([false, false]);
      expect(first?.disconnect).not.toHaveBeenCalled();

      first?.callback(entry(true), first as unknown as IntersectionObserver);
      expect(looped(root)).toEqual([true, false]);
      expect(first?.disconnect).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, "IntersectionObserver");
    }
  });

  /** What each row's scrollLeft was set to; the second row was scrolled by hand. */
  const scrollWrites = (root: HTMLElement) => {
    const writes: number[][] = [[], []];
    Array.from(root.children).forEach((viewport, row) => {
      let left = row === 0 ? 0 : 120;
      Object.defineProperty(viewport, "scrollLeft", {
        get: () => left,
        set: (value: number) => {
          writes[row]?.push(value);
          left = value;
        },
      });
    });
    return writes;
  };

  it("puts back a row scrolled by hand, and never writes the scroll of a row nobody scrolled", () => {
    const root = rows([
      ["a", "b"],
      ["c", "d"],
    ]);
    const writes = scrollWrites(root);
    shuffleKeptRows(root, Math.random, now, () => undefined);
    expect(writes).toEqual([[], [120]]);
  });

  it("puts back every row when motion is reduced, where a row snaps to the card that moved", () => {
    Object.assign(globalThis, {
      matchMedia: (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }),
    });
    try {
      const root = rows([
        ["a", "b"],
        ["c", "d"],
      ]);
      const writes = scrollWrites(root);
      shuffleKeptRows(root, Math.random, now, () => undefined);
      expect(writes).toEqual([[0], [120]]);
    } finally {
      Reflect.deleteProperty(globalThis, "matchMedia");
    }
  });
});

import { shuffle, type Random } from "../../recipes/shuffle";
import { TRACK_ATTRIBUTE, fillLoopCopies } from "./use-loop-copies";

/** Runs work in a task of its own, after what the browser already has waiting. */
export type Later = (work: () => void) => void;

const nextTask: Later = (work) => {
  setTimeout(work, 0);
};

/** Runs work once an element comes near the screen. */
export type WhenNear = (element: Element, work: () => void) => void;

/** How near: the rows' copies are made while the visitor scrolls the last part of a screen to them. */
export const NEAR_MARGIN = "0px 0px 50% 0px";

const whenNear: WhenNear = (element, work) => {
  if (typeof IntersectionObserver === "undefined") {
    work();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      work();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
};

/**
 * The visitor's own order for rows the server wrote and the page kept (never drawn by React): the
 * cards themselves move, photo and link with them, into the rows' first lists in a random order,
 * each row keeping its number of cards. Each row's copies are made, and the row starts moving, once
 * it comes near the screen, in a task of its own: two dozen cloned cards per row are the dearest
 * part on a slow phone, and below the hero, where the rows start on phones and laptops alike, they
 * cost nothing until the visitor scrolls to them. Until then a row stands still at its start,
 * which is where a moving row starts too.
 */
export const shuffleKeptRows = (
  root: ParentNode,
  random: Random = Math.random,
  later: Later = nextTask,
  near: WhenNear = whenNear,
) => {
  const tracks = Array.from(root.querySelectorAll<HTMLElement>(`[${TRACK_ATTRIBUTE}]`));
  const lists = tracks.flatMap((track) =>
    track.firstElementChild ? [track.firstElementChild] : [],
  );
  const sizes = lists.map((list) => list.children.length);
  const order = shuffle(
    lists.flatMap((list) => Array.from(list.children)),
    random,
  );
  // A row scrolled by hand (motion reduced) snaps to the card it showed, wherever that card went:
  // each row keeps its place instead.
  const viewports = tracks.map((track) => track.parentElement);
  const scrolled = viewports.map((viewport) => viewport?.scrollLeft ?? 0);
  // Moving a card takes the focus from a link in it: a visitor who reached one by keyboard before
  // the cards moved keeps it, on the same card, wherever it went.
  const focused = document.activeElement;
  const movesFocus = focused instanceof HTMLElement && lists.some((list) => list.contains(focused));
  let start = 0;
  lists.forEach((list, row) => {
    const size = sizes[row] ?? 0;
    list.replaceChildren(...order.slice(start, start + size));
    start += size;
  });
  if (movesFocus && document.activeElement !== focused) focused.focus({ preventScroll: true });
  // Writing scrollLeft makes the browser lay the moved cards out at once, inside this task: only a
  // row that snaps (motion reduced) or was scrolled needs it; the others wait for the next frame.
  const snapping =
    typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  viewports.forEach((viewport, row) => {
    const left = scrolled[row] ?? 0;
    if (viewport && (snapping || left !== 0)) viewport.scrollLeft = left;
  });
  for (const track of tracks) near(track, () => later(() => fillLoopCopies(track)));
};

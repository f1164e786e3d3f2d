import { INPUT_ID } from "./fridge-text";

/** Room left between what is brought into view and what covers the window's edges. */
const ROOM_PX = 16;

type Edges = {
  /** The top and bottom of what the visitor's change showed, in the window. */
  shownTop: number;
  shownBottom: number;
  /** Where the window's free part starts (below the top bar, and the field when it keeps there). */
  freeTop: number;
  freeBottom: number;
};

/**
 * How far to scroll down so that the bottom of what a change showed comes into view, never so far
 * that its top leaves the free part of the window.
 */
export const revealDistance = ({ shownTop, shownBottom, freeTop, freeBottom }: Edges) =>
  Math.max(0, Math.min(shownBottom - freeBottom, shownTop - freeTop));

/**
 * Scrolls what a typed ingredient changed (the chosen ingredients, the count of matches) into view:
 * on a desktop they sit below the quick choices, out of sight. The field keeps under the top bar
 * while it has the focus (fridge-picker.module.css), so the visitor types on. A scroll their own
 * Enter starts, never a move of the page: the room for the chosen stays where it was drawn, and a
 * returning visitor's ingredients move nothing.
 */
export const revealChange = (first: Element | null, last: Element | null | undefined) => {
  const input = document.getElementById(INPUT_ID);
  const field = input?.parentElement;
  if (!first || !field) return;
  const shownTop = first.getBoundingClientRect().top;
  const shownBottom = Math.max(
    first.getBoundingClientRect().bottom,
    last?.getBoundingClientRect().bottom ?? 0,
  );
  // The top bar, and the field below it as it keeps there while typed in.
  const covered =
    document.activeElement === input
      ? parseFloat(getComputedStyle(field).top) + field.getBoundingClientRect().height
      : parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const distance = revealDistance({
    shownTop,
    shownBottom,
    freeTop: (covered || 0) + ROOM_PX,
    freeBottom: window.innerHeight - ROOM_PX,
  });
  if (distance <= 0) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: distance, behavior: still ? "auto" : "smooth" });
};

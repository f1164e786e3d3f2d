import { shuffle, type Random } from "../../recipes/shuffle";
import { TRACK_ATTRIBUTE, fillLoopCopies } from "./use-loop-copies";

/** Runs work in a task of its own, after what the browser already has waiting. */
export type Later = (work: () => void) => void;

const nextTask: Later = (work) => {
  setTimeout(work, 0);
};

/**
 * The visitor's own order for rows the server wrote and the page kept (never drawn by React): the
 * cards themselves move, photo and link with them, into the rows' first lists in a random order,
 * each row keeping its number of cards. Then each row's copies are made, and the row starts moving,
 * each in a task of its own: two dozen cloned cards per row are the dearest part on a slow phone.
 */
export const shuffleKeptRows = (
  root: ParentNode,
  random: Random = Math.random,
  later: Later = nextTask,
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
  let start = 0;
  lists.forEach((list, row) => {
    const size = sizes[row] ?? 0;
    list.replaceChildren(...order.slice(start, start + size));
    start += size;
  });
  viewports.forEach((viewport, row) => {
    if (viewport) viewport.scrollLeft = scrolled[row] ?? 0;
  });
  const copyNext = (index: number) => {
    const track = tracks[index];
    if (!track) return;
    later(() => {
      fillLoopCopies(track);
      copyNext(index + 1);
    });
  };
  copyNext(0);
};

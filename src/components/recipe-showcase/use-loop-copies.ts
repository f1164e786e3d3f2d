import { useEffect, useRef } from "react";
import { loadPhotosAhead } from "./photos-ahead";

/** Marks a row's track, which holds its first list and the copies made from it. */
export const TRACK_ATTRIBUTE = "data-showcase-track";

/**
 * Fills every copy in a row's track with clones of its first list's items, then lets the row move
 * (`data-looped`): it never shows a gap, nor a card sliding in without its photo. Returns what
 * stops the photos' look-ahead.
 */
export const fillLoopCopies = (track: HTMLElement): (() => void) => {
  const [first, ...copies] = Array.from(track.children);
  if (!first) return () => undefined;
  for (const copy of copies) {
    copy.replaceChildren(...Array.from(first.children, (child) => child.cloneNode(true)));
  }
  track.dataset.looped = "";
  return loadPhotosAhead(track);
};

/**
 * The hidden copies a scrolling row needs for its seamless loop are clones of its first list, made
 * once `ready` (the row's final content is drawn) and again whenever that content changes. Neither
 * the server's HTML nor React hold them, so the page parses and hydrates one card per recipe. The
 * row moves only once the copies exist (`data-looped`), so it never shows a gap.
 */
export const useLoopCopies = <T extends HTMLElement>(content: unknown, ready = true) => {
  const trackRef = useRef<T>(null);
  useEffect(() => {
    const track = trackRef.current;
    return track && ready ? fillLoopCopies(track) : undefined;
  }, [content, ready]);
  return trackRef;
};

import { useEffect } from "react";
import { youHave, type LineKey } from "../../fridge/you-have";
import { HAD_MARK } from "./recipe-page-text";
import { useHadLines } from "./use-had-lines";

/** Marks the line of "You have 6 of 10 ingredients", which the recipe's text draws hidden. */
export const YOU_HAVE_ATTRIBUTE = "data-you-have";
const HAD_ATTRIBUTE = "data-had";
/** Set once the line has something to say; until then the stylesheet keeps it out of view. */
export const SHOWN_ATTRIBUTE = "data-shown";
const MARK_CLASS = "visually-hidden";

type Marked = { line: HTMLElement; items: HTMLElement[] };

const findMarked = (): Marked | null => {
  const line = document.querySelector<HTMLElement>(`[${YOU_HAVE_ATTRIBUTE}]`);
  const list = line?.nextElementSibling;
  if (!line || !list) return null;
  return { line, items: [...list.children].filter((item) => item instanceof HTMLElement) };
};

const mark = ({ line, items }: Marked, had: ReturnType<typeof useHadLines>) => {
  const text = line.querySelector("span");
  line.toggleAttribute(SHOWN_ATTRIBUTE, Boolean(had));
  if (text) text.textContent = had ? youHave(had.have, had.total) : "";
  items.forEach((item, index) => {
    const isHad = had?.lines[index] === true;
    item.toggleAttribute(HAD_ATTRIBUTE, isHad);
    item.querySelector(`:scope > .${MARK_CLASS}`)?.remove();
    if (isHad) {
      const note = document.createElement("span");
      note.className = MARK_CLASS;
      note.textContent = HAD_MARK;
      item.append(note);
    }
  });
};

type YouHaveProps = { lines: readonly LineKey[] };

/**
 * "You have 6 of 10 ingredients" and a tick on each had line, from this browser's fridge. The
 * recipe's text is the server's markup kept as it is (no React on arrival), so this marks that
 * markup; after a move within the site the text arrives later, and is marked when it does.
 */
export const YouHave = ({ lines }: YouHaveProps) => {
  const had = useHadLines(lines);
  useEffect(() => {
    if (!had) return;
    const found = findMarked();
    if (found) {
      mark(found, had);
      return;
    }
    const observer = new MutationObserver(() => {
      const late = findMarked();
      if (!late) return;
      observer.disconnect();
      mark(late, had);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [had]);
  return null;
};

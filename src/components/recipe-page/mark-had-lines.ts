import { browserStorage, readStoredFridge } from "../../fridge/fridge-state";
import { hadLines, youHave, type HadLines, type LineKey } from "../../fridge/you-have";
import { SHOWN_ATTRIBUTE, YOU_HAVE_ATTRIBUTE } from "./you-have-marks";

const HAD_ATTRIBUTE = "data-had";
const MARK_CLASS = "visually-hidden";

type Marked = { line: HTMLElement; items: HTMLElement[] };

const findMarked = (): Marked | null => {
  const line = document.querySelector<HTMLElement>(`[${YOU_HAVE_ATTRIBUTE}]`);
  const list = line?.nextElementSibling;
  if (!line || !list) return null;
  return { line, items: [...list.children].filter((item) => item instanceof HTMLElement) };
};

/** The page's words for the marks: "You have {have} of {total} ingredients", " (you have this)". */
export type HadWords = { youHave: string; hadMark: string };

const mark = ({ line, items }: Marked, had: HadLines, words: HadWords) => {
  const text = line.querySelector("span");
  line.toggleAttribute(SHOWN_ATTRIBUTE, true);
  if (text) text.textContent = youHave(had.have, had.total, words.youHave);
  items.forEach((item, index) => {
    const isHad = had.lines[index] === true;
    item.toggleAttribute(HAD_ATTRIBUTE, isHad);
    item.querySelector(`:scope > .${MARK_CLASS}`)?.remove();
    if (isHad) {
      const note = document.createElement("span");
      note.className = MARK_CLASS;
      note.textContent = words.hadMark;
      item.append(note);
    }
  });
};

/**
 * Marks the recipe's server markup from this browser's fridge: "You have 6 of 10 ingredients"
 * and a tick on each had line. After a move within the site the text arrives later, and is marked
 * when it does. Returns what stops waiting for it.
 */
export const markHadLines = (lines: readonly LineKey[], words: HadWords): (() => void) => {
  const had = hadLines(lines, readStoredFridge(browserStorage()));
  if (!had) return () => undefined;
  const found = findMarked();
  if (found) {
    mark(found, had, words);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const late = findMarked();
    if (!late) return;
    observer.disconnect();
    mark(late, had, words);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

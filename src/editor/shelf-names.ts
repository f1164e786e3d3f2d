import { CATEGORIES, CATEGORY_LABELS, type Category } from "../ingredients/vocabulary";

/*
 * The ingredient list's items are summed up as "egg · dairy" by config.yml's summary, which can
 * only print the shelf's key. Each summary on screen is given the shelf's name instead ("meat-fish"
 * → "Meat and fish"), the name the Shelf field itself shows.
 */

const SUMMARY = new RegExp(` · (${CATEGORIES.map((key) => key.replace("-", "\\-")).join("|")})$`);

/** The summary with the shelf's name, or null when it names no shelf's key. */
export const withShelfName = (text: string): string | null => {
  const match = SUMMARY.exec(text);
  if (!match?.[1]) return null;
  return `${text.slice(0, match.index)} · ${CATEGORY_LABELS[match[1] as Category]}`;
};

/**
 * Decap heads a list with its count and label, lowercased: the recipe's Method list reads
 * "0 method", "3 method". Said as words: "No steps yet", "1 step", "3 steps".
 */
export const withStepCount = (text: string): string | null => {
  const count = /^(\d+) method$/.exec(text)?.[1];
  if (count === undefined) return null;
  const n = Number(count);
  return n === 0 ? "No steps yet" : n === 1 ? "1 step" : `${n} steps`;
};

const inWords = (text: string): string | null => withShelfName(text) ?? withStepCount(text);

/** Gives every summary under `root` its shelf's name; returns how many it changed. */
export const nameShelves = (root: ParentNode): number => {
  let changed = 0;
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const named = inWords(node.nodeValue ?? "");
    if (named !== null) {
      node.nodeValue = named;
      changed += 1;
    }
  }
  return changed;
};

/** Keeps the shelves named, and the steps counted in words, while an entry is open. */
export const nameShelvesInList = (doc: Document = document): (() => void) => {
  const open = () => /^#\/collections\/[^/]+\/(entries|new)/.test(doc.location?.hash ?? "");
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled || !open()) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      nameShelves(doc.body);
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
};

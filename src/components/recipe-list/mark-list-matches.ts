import { browserStorage, readStoredFridge, type FridgeState } from "../../fridge/fridge-state";
import { cardMatches, type CardMatch, type ListCard } from "../../fridge/list-matches";
import { youHave } from "../../fridge/you-have";
import { LIST_MATCH, LIVE, MATCHED } from "../recipe-card/list-match-marks";

/** What marking the cards needs of the page: the staples' keys, and "You have {have} of {total}…". */
export type MarkWords = { staples: readonly string[]; youHave: string };

/** "You have…" in the middle of the link's sentence: "…, you have 3 of 5 ingredients". */
const midSentence = (said: string) => said.charAt(0).toLowerCase() + said.slice(1);

/** A list card's link name with its last part, the count or the match, said anew. */
export const withMatchSaid = (name: string, said: string): string =>
  `${name.slice(0, name.lastIndexOf(", "))}, ${said}`;

const markCard = (count: Element, match: CardMatch | undefined, words: MarkWords) => {
  const live = count.querySelector(`[${LIVE}]`);
  if (!live) return;
  const counted = live.previousElementSibling?.textContent ?? "";
  const link = count.closest("article")?.querySelector("a");
  const label = link?.getAttribute("aria-label");
  count.toggleAttribute(MATCHED, match !== undefined);
  live.textContent = match ? `${match.have}/${match.total}` : "";
  if (link && label) {
    const said = match ? midSentence(youHave(match.have, match.total, words.youHave)) : counted;
    link.setAttribute("aria-label", withMatchSaid(label, said));
  }
};

/** Shows each card's match on the recipe list's cards in `root`, or their counts again for null. */
export const markListMatches = (
  root: ParentNode,
  matches: ReadonlyMap<string, CardMatch> | null,
  words: MarkWords,
) => {
  const counts = root.querySelectorAll(`[${LIST_MATCH}]`);
  counts.forEach((count) =>
    markCard(count, matches?.get(count.getAttribute(LIST_MATCH) ?? ""), words),
  );
  return counts.length > 0;
};

/**
 * Marks the cards once the browser has painted what changed (a tap's results come first), and
 * cards drawn later, after a move within the site, when they arrive. Returns what stops it.
 */
export const markListSoon = (
  cards: readonly ListCard[],
  fridge: FridgeState,
  words: MarkWords,
): (() => void) => {
  if (cards.length === 0) return () => undefined;
  const matches = cardMatches(cards, fridge, words.staples);
  let observer: MutationObserver | null = null;
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      if (markListMatches(document, matches, words)) return;
      observer = new MutationObserver(() => {
        if (markListMatches(document, matches, words)) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    observer?.disconnect();
  };
};

/** On the list's later pages, which have no picker: this browser's fridge, read once. */
export const markStoredFridge = (cards: readonly ListCard[], words: MarkWords) =>
  markListSoon(cards, readStoredFridge(browserStorage()), words);

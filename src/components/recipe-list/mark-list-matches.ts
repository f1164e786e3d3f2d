import vocabularyFile from "../../../data/ingredients.json";
import { browserStorage, readStoredFridge, type FridgeState } from "../../fridge/fridge-state";
import { cardMatches, type CardMatch, type ListCard } from "../../fridge/list-matches";
import { stapleKeys } from "../../fridge/shelves";
import { youHave } from "../../fridge/you-have";
import type { Vocabulary } from "../../ingredients/vocabulary";
import { LIST_MATCH, LIVE, MATCHED } from "../recipe-card/list-match-marks";

const STAPLES = stapleKeys(vocabularyFile as Vocabulary);

/** A list card's link name with its last part, the count or the match, said anew. */
export const withMatchSaid = (name: string, said: string): string =>
  `${name.slice(0, name.lastIndexOf(", "))}, ${said}`;

const markCard = (count: Element, match: CardMatch | undefined) => {
  const live = count.querySelector(`[${LIVE}]`);
  if (!live) return;
  const counted = live.previousElementSibling?.textContent ?? "";
  const link = count.closest("article")?.querySelector("a");
  const label = link?.getAttribute("aria-label");
  count.toggleAttribute(MATCHED, match !== undefined);
  live.textContent = match ? `${match.have}/${match.total}` : "";
  if (link && label) {
    const said = match ? youHave(match.have, match.total) : counted;
    link.setAttribute("aria-label", withMatchSaid(label, said.replace(/^Y/, "y")));
  }
};

/** Shows each card's match on the recipe list's cards in `root`, or their counts again for null. */
export const markListMatches = (
  root: ParentNode,
  matches: ReadonlyMap<string, CardMatch> | null,
) => {
  const counts = root.querySelectorAll(`[${LIST_MATCH}]`);
  counts.forEach((count) => markCard(count, matches?.get(count.getAttribute(LIST_MATCH) ?? "")));
  return counts.length > 0;
};

/**
 * Marks the cards once the browser has painted what changed (a tap's results come first), and
 * cards drawn later, after a move within the site, when they arrive. Returns what stops it.
 */
export const markListSoon = (cards: readonly ListCard[], fridge: FridgeState): (() => void) => {
  if (cards.length === 0) return () => undefined;
  const matches = cardMatches(cards, fridge, STAPLES);
  let observer: MutationObserver | null = null;
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      if (markListMatches(document, matches)) return;
      observer = new MutationObserver(() => {
        if (markListMatches(document, matches)) observer?.disconnect();
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
export const markStoredFridge = (cards: readonly ListCard[]) =>
  markListSoon(cards, readStoredFridge(browserStorage()));

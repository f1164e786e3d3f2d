import { useEffect } from "react";
import { FRIDGE_STORAGE_KEY } from "../../fridge/storage-key";
import type { ListCard } from "../../fridge/list-matches";
import { useTexts } from "../../i18n/texts";

/**
 * Named as the picker's panel, whose matching and vocabulary it shares: like the panel, it is
 * never part of a route's first load, and the byte budgets count the two as one.
 */
const loadMarks = () =>
  import(/* webpackChunkName: "fridge-panel-matches" */ "./mark-list-matches");

/** Only a browser that kept a fridge has a match to show; the others fetch no code for it. */
const keepsFridge = (): boolean => {
  try {
    return window.localStorage.getItem(FRIDGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

type StoredMatchesProps = { cards: readonly ListCard[]; staples: readonly string[] };

/** On the list's pages without the picker: each card's match with this browser's fridge. */
export const StoredMatches = ({ cards, staples }: StoredMatchesProps) => {
  const { youHave } = useTexts("recipeList");
  useEffect(() => {
    if (!keepsFridge()) return undefined;
    let live = true;
    let stop = () => {};
    loadMarks().then(
      ({ markStoredFridge }) => {
        if (live) stop = markStoredFridge(cards, { staples, youHave });
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [cards, staples, youHave]);
  return null;
};

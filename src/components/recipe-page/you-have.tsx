import { useEffect } from "react";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import type { LineKey } from "../../fridge/you-have";
import { useTexts } from "../../i18n/texts";

const loadMarks = () => import(/* webpackChunkName: "you-have" */ "./mark-had-lines");

/** Only a browser that kept a fridge has anything to mark; the others fetch no code for it. */
const keepsFridge = (): boolean => {
  try {
    return window.localStorage.getItem(FRIDGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

type YouHaveProps = { lines: readonly LineKey[] };

/**
 * "You have 6 of 10 ingredients" and a tick on each had line, from this browser's fridge. The
 * recipe's text is the server's markup kept as it is (no React on arrival), so this marks that
 * markup, once the code that reads the fridge has arrived. Marking again is harmless: each mark
 * replaces the last.
 */
export const YouHave = ({ lines }: YouHaveProps) => {
  const { youHave } = useTexts("recipeList");
  const { hadMark } = useTexts("recipePage");
  useEffect(() => {
    if (!keepsFridge()) return undefined;
    let live = true;
    let stop = () => {};
    loadMarks().then(
      ({ markHadLines }) => {
        if (live) stop = markHadLines(lines, { youHave, hadMark });
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [lines, youHave, hadMark]);
  return null;
};

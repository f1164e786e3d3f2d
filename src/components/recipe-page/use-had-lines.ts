import { startTransition, useEffect, useState } from "react";
import { browserStorage, readStoredFridge } from "../../fridge/fridge-state";
import { hadLines, type HadLines, type LineKey } from "../../fridge/you-have";

const STAPLE_MARK = "*";

/** This browser's fridge against the recipe, read after hydration (the server knows no fridge). */
export const useHadLines = (lines: readonly LineKey[]): HadLines | null => {
  const [had, setHad] = useState<HadLines | null>(null);
  // The lines as one string, so a new array with the same lines does not read storage again.
  const signature = lines.map(({ key, staple }) => (staple ? key + STAPLE_MARK : key)).join(",");
  useEffect(() => {
    const parsed = signature
      .split(",")
      .filter(Boolean)
      .map((text) => ({ key: text.replace(STAPLE_MARK, ""), staple: text.endsWith(STAPLE_MARK) }));
    const result = hadLines(parsed, readStoredFridge(browserStorage()));
    startTransition(() => setHad(result));
  }, [signature]);
  return had;
};

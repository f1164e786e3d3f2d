import { useCallback, useEffect, useState } from "react";

/** Ticks last while the recipe is open in this browser tab: sessionStorage, one item per recipe. */
export const checklistKey = (slug: string) => `recipe-ticks:${slug}`;

export type ChecklistName = "ingredients" | "steps";
export type Ticks = Record<ChecklistName, number[]>;
const NONE: Ticks = { ingredients: [], steps: [] };

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];

export const readTicks = (slug: string): Ticks => {
  try {
    const saved = JSON.parse(storage()?.getItem(checklistKey(slug)) ?? "null") as Partial<Ticks>;
    return saved ? { ingredients: numbers(saved.ingredients), steps: numbers(saved.steps) } : NONE;
  } catch {
    return NONE;
  }
};

const writeTicks = (slug: string, ticks: Ticks) => {
  try {
    if (ticks.ingredients.length + ticks.steps.length === 0) {
      storage()?.removeItem(checklistKey(slug));
    } else {
      storage()?.setItem(checklistKey(slug), JSON.stringify(ticks));
    }
  } catch {
    // Storage full or refused: the ticks still work until the page closes.
  }
};

export const useChecklist = (slug: string) => {
  const [ticks, setTicks] = useState<Ticks>(() => readTicks(slug));
  useEffect(() => writeTicks(slug, ticks), [slug, ticks]);
  const toggle = useCallback((list: ChecklistName, index: number) => {
    setTicks((current) => ({
      ...current,
      [list]: current[list].includes(index)
        ? current[list].filter((item) => item !== index)
        : [...current[list], index],
    }));
  }, []);
  const clear = useCallback(() => setTicks(NONE), []);
  const ticked = useCallback(
    (list: ChecklistName, index: number) => ticks[list].includes(index),
    [ticks],
  );
  const any = ticks.ingredients.length + ticks.steps.length > 0;
  return { ticks, ticked, toggle, clear, any };
};

import { startTransition, useEffect, useState } from "react";
import { shuffle } from "../../recipes/shuffle";

type Order<T> = { of: readonly T[]; order: readonly T[] };

/**
 * The server (and hydration) uses the given order, so the markup matches and React never warns;
 * right after hydration each visitor gets their own order, drawn as a transition: in slices the
 * browser can interleave with its other work, never as one long task.
 */
export const useShuffled = <T>(items: readonly T[]): readonly T[] => {
  const [shuffled, setShuffled] = useState<Order<T>>({ of: items, order: items });
  useEffect(() => {
    startTransition(() => setShuffled({ of: items, order: shuffle(items) }));
  }, [items]);
  // New items show in their given order until their own shuffle is drawn.
  return shuffled.of === items ? shuffled.order : items;
};

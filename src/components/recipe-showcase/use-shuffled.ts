import { startTransition, useEffect, useState } from "react";
import { shuffle } from "../../recipes/shuffle";

type Order<T> = { of: readonly T[]; order: readonly T[] };
export type Shuffled<T> = {
  order: readonly T[];
  /** Whether `order` is this visitor's own, not the given one the server drew. */
  shuffled: boolean;
};

/**
 * The server (and hydration) uses the given order, so the markup matches and React never warns;
 * right after hydration each visitor gets their own order, drawn as a transition: in slices the
 * browser can interleave with its other work, never as one long task.
 */
export const useShuffled = <T>(items: readonly T[]): Shuffled<T> => {
  const [drawn, setDrawn] = useState<Order<T> | null>(null);
  useEffect(() => {
    startTransition(() => setDrawn({ of: items, order: shuffle(items) }));
  }, [items]);
  // New items show in their given order until their own shuffle is drawn.
  return drawn?.of === items
    ? { order: drawn.order, shuffled: true }
    : { order: items, shuffled: false };
};

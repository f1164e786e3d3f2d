import { useMemo, useSyncExternalStore } from "react";
import { shuffle } from "../../recipes/shuffle";

const subscribe = () => () => undefined;

/**
 * The server (and hydration) uses the given order, so the markup matches and
 * React never warns; right after hydration each visitor gets their own order.
 */
export const useShuffled = <T>(items: readonly T[]): readonly T[] => {
  const shuffled = useMemo(() => shuffle(items), [items]);
  return useSyncExternalStore(
    subscribe,
    () => shuffled,
    () => items,
  );
};

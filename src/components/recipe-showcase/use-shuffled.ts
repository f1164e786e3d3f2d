import { useEffect, useState } from "react";
import { shuffle } from "../../recipes/shuffle";

/**
 * The server renders the given order; the visitor's own order is chosen after
 * hydration so the markup matches and React never warns.
 */
export const useShuffled = <T,>(items: readonly T[]): readonly T[] => {
  const [order, setOrder] = useState(items);
  useEffect(() => {
    setOrder(shuffle(items));
  }, [items]);
  return order;
};

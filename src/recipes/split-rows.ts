/** Splits items into two rows whose lengths differ by at most one. */
export const splitRows = <T>(items: readonly T[]): [T[], T[]] => {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
};

export const LOOP_COPIES = 3;

export const repeat = <T>(items: readonly T[], times: number = LOOP_COPIES): T[][] =>
  Array.from({ length: times }, () => [...items]);

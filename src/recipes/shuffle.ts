export type Random = () => number;

/** Fisher–Yates; returns a new array and leaves the input untouched. */
export const shuffle = <T>(items: readonly T[], random: Random = Math.random): T[] => {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
};

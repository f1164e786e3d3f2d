export type IngredientMatch = { have: number; total: number };

export const FRACTION_PATTERN = /^(10|[0-9])\/10$/;

export const parseFraction = (text: string): IngredientMatch => {
  const match = FRACTION_PATTERN.exec(text.trim());
  if (!match?.[1]) {
    throw new Error(`"${text}" is not an ingredient match like "7/10"`);
  }
  return { have: Number(match[1]), total: 10 };
};

export const describeMatch = ({ have, total }: IngredientMatch): string =>
  `You have ${have} of the ${total} ingredients in your fridge`;

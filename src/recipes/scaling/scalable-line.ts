/** One ingredient line as servings change it; computed when the site is built. */
export type ScalableLine = {
  /** As the editor wrote it, and as the page shows it at the recipe's own servings. */
  line: string;
  /** Absent when the line has no amount ("Hot sauce, to serve"): it reads the same at any servings. */
  amount: ScalableAmount | null;
};

export type ScalableAmount = {
  quantity: number;
  /** The high end of a range ("2-3 eggs"), otherwise null. */
  quantityMax: number | null;
  /** Grams and millilitres round to what a scale shows; other amounts to kitchen fractions. */
  metric: boolean;
  /** The line after its amount, read after one or less ("lemon") and after more ("lemons"). */
  one: string;
  other: string;
  /** The decimal separator of the line's language where it is not ".": "1,5 kg" in German. */
  decimal?: string;
};

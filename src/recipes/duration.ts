import { fill } from "../i18n/words";

const MINUTES_PER_HOUR = 60;

const split = (minutes: number) => ({
  hours: Math.floor(minutes / MINUTES_PER_HOUR),
  rest: minutes % MINUTES_PER_HOUR,
});

/** ISO 8601 duration, as schema.org's prepTime, cookTime and totalTime expect: 75 → "PT1H15M". */
export const isoDuration = (minutes: number): string => {
  const { hours, rest } = split(minutes);
  if (minutes === 0) return "PT0M";
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 ? `${rest}M` : ""}`;
};

/** How a page writes a duration; the dictionary's recipePage section has each language's. */
export const DURATION_WORDS = {
  minutes: "{minutes} min",
  hours: "{hours} hr",
  hoursMinutes: "{hours} hr {minutes} min",
} as const;

export type DurationWords = { readonly [Form in keyof typeof DURATION_WORDS]: string };

/** For people: 75 → "1 hr 15 min" (or "1 Std. 15 Min." in German words). */
export const formatDuration = (minutes: number, words: DurationWords = DURATION_WORDS): string => {
  const { hours, rest } = split(minutes);
  const values = { hours: String(hours), minutes: String(rest) };
  if (hours === 0) return fill(words.minutes, values);
  return fill(rest === 0 ? words.hours : words.hoursMinutes, values);
};

/** The total when at least one part is known. */
export const totalMinutes = (...parts: (number | null | undefined)[]): number | undefined => {
  const known = parts.filter((part): part is number => typeof part === "number");
  return known.length > 0 ? known.reduce((sum, part) => sum + part, 0) : undefined;
};

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

/** For people: 75 → "1 hr 15 min". */
export const formatDuration = (minutes: number): string => {
  const { hours, rest } = split(minutes);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
};

/** The total when at least one part is known. */
export const totalMinutes = (...parts: (number | null | undefined)[]): number | undefined => {
  const known = parts.filter((part): part is number => typeof part === "number");
  return known.length > 0 ? known.reduce((sum, part) => sum + part, 0) : undefined;
};

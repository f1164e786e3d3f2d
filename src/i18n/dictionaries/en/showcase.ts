export const showcase = {
  heading: "Delicious Curated Recipes",
  subheading: "Made by chefs not AI",
  pause: "Pause showcase",
  play: "Play showcase",
  firstRow: "Recipes, first row",
  secondRow: "Recipes, second row",
} as const;

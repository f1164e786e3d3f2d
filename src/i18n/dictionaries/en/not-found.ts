export const notFound = {
  text: "This page isn't on the menu. It may have moved, or the address may be mistyped.",
  homeLink: "Go to the home page",
} as const;

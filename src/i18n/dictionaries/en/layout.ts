export const layout = {
  skipToContent: "Skip to main content",
} as const;

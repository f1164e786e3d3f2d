export const footer = {
  copyright: "© {year} {company}",
  /** The name of the footer's links, for screen readers. */
  nav: "Footer",
  /** The language picker's name, for screen readers. */
  languages: "Language",
  /** As Apple and Google publish them for each language. */
  appleTrademark: "Apple and the Apple logo are trademarks of Apple Inc.",
  googleTrademark: "Google Play and the Google Play logo are trademarks of Google LLC.",
} as const;

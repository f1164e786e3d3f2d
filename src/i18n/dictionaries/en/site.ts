import { DEFAULTS } from "../../../config/site-config";

export const site = {
  /** site-config's tagline is the English source; the other languages say it in their own words. */
  tagline: DEFAULTS.tagline,
  /** Each route's h1 and the start of its document title, and its link text in the top bar or footer. */
  routes: {
    home: { navLabel: "Home" },
    contact: { title: "Contact Us", navLabel: "Contact" },
    dataDeletion: { title: "Data Deletion Request", navLabel: "Request Data Deletion" },
    privacyPolicy: { title: "Privacy Policy", navLabel: "Privacy Policy" },
  },
  notFound: {
    title: "Page not found",
    /** The not-found page's way on to the recipes, before its way home. */
    browseRecipes: "Browse the recipes",
  },
  /** What search results and link previews say of each page. */
  descriptions: {
    home: "Cook with what you already have. Chef-made recipes matched to the ingredients in your fridge and pantry, for iPhone and Android.",
    contact:
      "Questions, ideas or feedback about the app? Email the team; we'd love to hear from you.",
    dataDeletion:
      "Ask us to delete your account and personal data. Requests are processed within {days} days.",
    privacyPolicy:
      "What the app collects, why, how it is protected, and the rights you have over your data.",
    notFound: "The page you asked for does not exist.",
  },
  pageTitle: "{title} | {productName}",
  homeTitle: "{productName}: {tagline}",
  socialImageAlt: "{productName}: {tagline}",
} as const;

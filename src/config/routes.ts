import { DELETION_DAYS } from "./policy";

type Route = {
  path: string;
  /** The page's h1 and the start of its document title; the home page uses the tagline. */
  title?: string;
  /** The link text in the top bar or footer. */
  navLabel: string;
  description: string;
};

export const ROUTES = {
  home: {
    path: "/",
    navLabel: "Home",
    description:
      "Cook with what you already have. Chef-made recipes matched to the ingredients in your fridge and pantry, for iPhone and Android.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    navLabel: "Contact",
    description:
      "Questions, ideas or feedback about the app? Email the team; we'd love to hear from you.",
  },
  dataDeletion: {
    path: "/data-deletion",
    title: "Data Deletion Request",
    navLabel: "Request Data Deletion",
    description: `Ask us to delete your account and personal data. Requests are processed within ${DELETION_DAYS} days.`,
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    navLabel: "Privacy Policy",
    description:
      "What the app collects, why, how it is protected, and the rights you have over your data.",
  },
} as const satisfies Record<string, Route>;

export const ROUTE_PATHS = Object.values(ROUTES).map((route) => route.path);

export const TOP_BAR_ROUTES = [ROUTES.home, ROUTES.contact];
export const FOOTER_ROUTES = [ROUTES.contact, ROUTES.privacyPolicy, ROUTES.dataDeletion];

export const NOT_FOUND = {
  title: "Page not found",
  description: "The page you asked for does not exist.",
} as const;

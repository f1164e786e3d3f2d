type Route = {
  path: string;
  /** The page's h1 and the start of its document title; the home page uses the tagline. */
  title?: string;
  /** The link text in the top bar or footer. */
  navLabel: string;
};

export const ROUTES = {
  home: {
    path: "/",
    navLabel: "Home",
  },
  contact: {
    path: "/contact/",
    title: "Contact Us",
    navLabel: "Contact",
  },
  dataDeletion: {
    path: "/data-deletion/",
    title: "Data Deletion Request",
    navLabel: "Request Data Deletion",
  },
  privacyPolicy: {
    path: "/privacy-policy/",
    title: "Privacy Policy",
    navLabel: "Privacy Policy",
  },
} as const satisfies Record<string, Route>;

export const ROUTE_PATHS = Object.values(ROUTES).map((route) => route.path);

export const TOP_BAR_ROUTES = [ROUTES.home, ROUTES.contact];
export const FOOTER_ROUTES = [ROUTES.contact, ROUTES.privacyPolicy, ROUTES.dataDeletion];

export const NOT_FOUND = {
  title: "Page not found",
} as const;

/** The not-found page's way on to the recipes, before its way home. */
export const NOT_FOUND_RECIPES_LINK = "Browse the recipes";

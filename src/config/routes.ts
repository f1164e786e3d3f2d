/** The site's own pages; their titles and link texts are in each language's `site` words. */
export const ROUTES = {
  home: { path: "/" },
  contact: { path: "/contact/" },
  dataDeletion: { path: "/data-deletion/" },
  privacyPolicy: { path: "/privacy-policy/" },
} as const satisfies Record<string, { path: string }>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_PATHS = Object.values(ROUTES).map((route) => route.path);

export const TOP_BAR_ROUTES: readonly RouteName[] = ["home", "contact"];
export const FOOTER_ROUTES: readonly RouteName[] = ["contact", "privacyPolicy", "dataDeletion"];

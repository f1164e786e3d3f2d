import { ROUTES } from "../../config/routes";

export const SOCIAL_IMAGE = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  type: "image/png",
} as const;

export const THEME_COLOR = "#c2410c";
export const BACKGROUND_COLOR = "#fffaf3";
export const SITE_LANGUAGE = "en";
export const OPEN_GRAPH_LOCALE = "en_US";

/** The one source logo every favicon, touch icon and manifest icon is made from. */
export const APP_ICON_SOURCE = "src/images/icon.png";
/** The largest icon made from the source logo (build-steps/manifest/app-icons.ts). */
export const LOGO_PATH = "/icons/icon-512x512.png";

export const HOME_PATH = "/";
export const CONTACT_PATH = ROUTES.contact.path;

/** Google's app categories have no food category; the App Store's "Food & Drink" maps here. */
export const APP_CATEGORY = "LifestyleApplication";
export const OPERATING_SYSTEMS = "iOS, Android";
export const FREE_OFFER = { price: "0", priceCurrency: "USD" } as const;
export const CONTACT_TYPE = "customer support";
export const CONTACT_LANGUAGE = "English";

import type { SiteConfig } from "../../src/config/site-config";
import { relatedApplications } from "../../src/components/seo/app-links";
import {
  APP_ICON_SOURCE,
  BACKGROUND_COLOR,
  HOME_PATH,
  SITE_LANGUAGE,
  THEME_COLOR,
} from "../../src/components/seo/seo-constants";

export const MANIFEST_CATEGORIES = ["food", "lifestyle"];

/** Options for gatsby-plugin-manifest: the manifest and the favicon set, from one logo. */
export const manifestOptions = (config: SiteConfig) => ({
  name: config.productName,
  short_name: config.productName,
  description: config.tagline,
  lang: SITE_LANGUAGE,
  start_url: HOME_PATH,
  display: "minimal-ui",
  background_color: BACKGROUND_COLOR,
  theme_color: THEME_COLOR,
  categories: MANIFEST_CATEGORIES,
  icon: APP_ICON_SOURCE,
  // The Seo component already renders theme-color on every page.
  theme_color_in_head: false,
  // The site promotes the store apps, so browsers should offer those rather than the site.
  related_applications: relatedApplications(config),
  prefer_related_applications: true,
});

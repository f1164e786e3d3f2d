import type { SiteConfig } from "../../src/config/site-config";
import { relatedApplications } from "../../src/components/seo/app-links";
import {
  BACKGROUND_COLOR,
  HOME_PATH,
  SITE_LANGUAGE,
  THEME_COLOR,
} from "../../src/components/seo/seo-constants";

export const MANIFEST_CATEGORIES = ["food", "lifestyle"];
export const MANIFEST_PATH = "/manifest.webmanifest";

/** The sizes of the manifest's icons, from the launcher's 48 px to the splash screen's 512. */
export const MANIFEST_ICON_SIZES = [48, 72, 96, 144, 192, 256, 384, 512] as const;
export const manifestIconPath = (size: number) => `/icons/icon-${size}x${size}.png`;
export const FAVICON = { size: 32, path: "/favicon-32x32.png" } as const;
/**
 * The one size iOS asks for a home-screen icon (its other sizes scale from it). iOS rounds the
 * corners itself and fills what is transparent with black, so the logo's corners get its colour.
 */
export const TOUCH_ICON = {
  size: 180,
  path: "/icons/apple-touch-icon.png",
  background: THEME_COLOR,
} as const;

/** Every icon made from the source logo: where it goes and its width and height. */
export const APP_ICON_FILES: ReadonlyArray<{ path: string; size: number; background?: string }> = [
  ...MANIFEST_ICON_SIZES.map((size) => ({ path: manifestIconPath(size), size })),
  FAVICON,
  TOUCH_ICON,
];

/** An icon's address with the logo's version, so browsers that keep icons apart fetch a new one. */
const versioned = (iconPath: string, version: string) => `${iconPath}?v=${version}`;

/** The web app manifest: the app's name and colours, its icons, and the store apps before it. */
export const webManifest = (config: SiteConfig, version: string) => ({
  name: config.productName,
  short_name: config.productName,
  description: config.tagline,
  lang: SITE_LANGUAGE,
  start_url: HOME_PATH,
  display: "minimal-ui",
  background_color: BACKGROUND_COLOR,
  theme_color: THEME_COLOR,
  categories: MANIFEST_CATEGORIES,
  // The site promotes the store apps, so browsers should offer those rather than the site.
  related_applications: relatedApplications(config),
  prefer_related_applications: true,
  icons: MANIFEST_ICON_SIZES.map((size) => ({
    // Relative to the manifest, which sits at the site's root.
    src: versioned(manifestIconPath(size), version).slice(1),
    sizes: `${size}x${size}`,
    type: "image/png",
  })),
});

/**
 * The head's links to the favicon, the manifest and the home-screen icon, for every page. (The
 * theme colour is the Seo component's.)
 */
export const appIconLinks = (version: string) => [
  { rel: "icon", href: versioned(FAVICON.path, version), type: "image/png" },
  { rel: "manifest", href: MANIFEST_PATH, crossOrigin: "anonymous" as const },
  {
    rel: "apple-touch-icon",
    sizes: `${TOUCH_ICON.size}x${TOUCH_ICON.size}`,
    href: versioned(TOUCH_ICON.path, version),
  },
];

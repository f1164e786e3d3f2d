import type { SiteConfig } from "../../config/site-config";

export type StoreConfig = Pick<
  SiteConfig,
  "productName" | "appStoreUrl" | "playStoreUrl" | "appStoreAppId"
>;

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export type RelatedApplication = { platform: "itunes" | "play"; url: string; id?: string };

/** Google Play names an app by the `id` query parameter of its store page. */
export const playPackageId = (playStoreUrl: string): string | undefined => {
  try {
    return new URL(playStoreUrl).searchParams.get("id") || undefined;
  } catch {
    return undefined;
  }
};

/** Safari's Smart App Banner; app-argument hands the page the visitor was on to the app. */
export const smartAppBanner = (appStoreAppId: string, url: string): string =>
  `app-id=${appStoreAppId}, app-argument=${url}`;

const iosTags = ({ appStoreAppId, productName }: StoreConfig, url: string): MetaTag[] =>
  appStoreAppId
    ? [
        { name: "apple-itunes-app", content: smartAppBanner(appStoreAppId, url) },
        { property: "al:ios:app_store_id", content: appStoreAppId },
        { property: "al:ios:app_name", content: productName },
      ]
    : [];

const androidTags = ({ playStoreUrl, productName }: StoreConfig): MetaTag[] => {
  const packageId = playPackageId(playStoreUrl);
  return packageId
    ? [
        { property: "al:android:package", content: packageId },
        { property: "al:android:app_name", content: productName },
      ]
    : [];
};

/** The Smart App Banner and the App Links tags that send phones to the right store. */
export const appLinkTags = (config: StoreConfig, url: string): MetaTag[] => [
  ...iosTags(config, url),
  ...androidTags(config),
];

/** The store apps for the web app manifest, so browsers can offer them instead of the site. */
export const relatedApplications = (config: StoreConfig): RelatedApplication[] => {
  const packageId = playPackageId(config.playStoreUrl);
  return [
    {
      platform: "itunes",
      url: config.appStoreUrl,
      ...(config.appStoreAppId ? { id: config.appStoreAppId } : {}),
    },
    { platform: "play", url: config.playStoreUrl, ...(packageId ? { id: packageId } : {}) },
  ];
};

import type { Thing } from "schema-dts";
import { localizedStoreUrls } from "../../i18n/store-links";
import type { SiteConfig } from "../../config/site-config";
import { LANGUAGES, localizedPath, type Language } from "../../i18n/languages";
import {
  APP_CATEGORY,
  CONTACT_LANGUAGE,
  CONTACT_PATH,
  CONTACT_TYPE,
  FREE_OFFER,
  HOME_PATH,
  LOGO_PATH,
  OPERATING_SYSTEMS,
  SOCIAL_IMAGE,
} from "./seo-constants";

export const SCHEMA_CONTEXT = "https://schema.org";

export type JsonLd = { [key: string]: string | string[] | JsonLd | JsonLd[] };

type OrganizationConfig = Pick<SiteConfig, "company" | "siteUrl" | "contactEmail">;
type AppConfig = Pick<
  SiteConfig,
  "productName" | "tagline" | "siteUrl" | "appStoreUrl" | "playStoreUrl"
>;

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export const organization = ({ company, siteUrl, contactEmail }: OrganizationConfig): JsonLd => ({
  "@type": "Organization",
  "@id": organizationId(siteUrl),
  name: company,
  url: siteUrl,
  logo: `${siteUrl}${LOGO_PATH}`,
  contactPoint: {
    "@type": "ContactPoint",
    contactType: CONTACT_TYPE,
    email: contactEmail,
    url: `${siteUrl}${CONTACT_PATH}`,
    availableLanguage: CONTACT_LANGUAGE,
  },
});

export const mobileApplication = (config: AppConfig): JsonLd => ({
  "@type": "MobileApplication",
  "@id": `${config.siteUrl}/#app`,
  name: config.productName,
  description: config.tagline,
  url: config.siteUrl,
  image: `${config.siteUrl}${SOCIAL_IMAGE.path}`,
  operatingSystem: OPERATING_SYSTEMS,
  applicationCategory: APP_CATEGORY,
  downloadUrl: [config.appStoreUrl, config.playStoreUrl],
  offers: { "@type": "Offer", ...FREE_OFFER },
  publisher: { "@id": organizationId(config.siteUrl) },
});

/** What a page says of itself in its language: the language, and the tagline in it. */
export type PageSpeech = { language: Language; tagline: string };

/** The site in the page's language: its home page there, in that language. */
export const webSite = (
  config: Pick<SiteConfig, "productName" | "siteUrl">,
  page: PageSpeech,
): JsonLd => {
  const home = `${config.siteUrl}${localizedPath("/", page.language)}`.replace(/\/$/, "");
  return {
    "@type": "WebSite",
    "@id": `${home}/#website`,
    name: config.productName,
    description: page.tagline,
    url: home,
    inLanguage: LANGUAGES[page.language].locale,
    publisher: { "@id": organizationId(config.siteUrl) },
  };
};

export type JsonLdGraph = { "@context": string; "@graph": (JsonLd | Thing)[] };

/**
 * The home page presents the site and the app in its language; every page names the company
 * behind it; a page adds what it is about (a recipe, the list of recipes it shows). `basePath` is
 * the page's address without its language's prefix.
 */
export const structuredData = (
  config: SiteConfig,
  basePath: string,
  about: readonly Thing[] = [],
  page: PageSpeech = { language: "en", tagline: config.tagline },
): JsonLdGraph => ({
  "@context": SCHEMA_CONTEXT,
  "@graph": [
    organization(config),
    ...(basePath === HOME_PATH
      ? [
          webSite(config, page),
          {
            ...mobileApplication({
              ...localizedStoreUrls(config, page.language),
              tagline: page.tagline,
            }),
            inLanguage: LANGUAGES[page.language].locale,
          },
        ]
      : []),
    ...about,
  ],
});

/** Escapes "<" so no value can close the script element that carries the JSON. */
export const serializeJsonLd = (data: object): string =>
  JSON.stringify(data).replace(/</g, "\\u003c");

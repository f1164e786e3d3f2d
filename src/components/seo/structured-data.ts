import type { Thing } from "schema-dts";
import type { SiteConfig } from "../../config/site-config";
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

export type JsonLdGraph = { "@context": string; "@graph": (JsonLd | Thing)[] };

/**
 * The home page presents the app; every page names the company behind it; a page adds what it
 * is about (a recipe, the list of recipes it shows).
 */
export const structuredData = (
  config: SiteConfig,
  pathname: string,
  about: readonly Thing[] = [],
): JsonLdGraph => ({
  "@context": SCHEMA_CONTEXT,
  "@graph": [
    organization(config),
    ...(pathname === HOME_PATH ? [mobileApplication(config)] : []),
    ...about,
  ],
});

/** Escapes "<" so no value can close the script element that carries the JSON. */
export const serializeJsonLd = (data: object): string =>
  JSON.stringify(data).replace(/</g, "\\u003c");

import React, { type ReactNode } from "react";
import type { Thing } from "schema-dts";
import { useSiteConfig } from "../../config/use-site-config";
import { appLinkTags, type MetaTag } from "./app-links";
import { pageUrl } from "./page-url";
import { SOCIAL_IMAGE, THEME_COLOR } from "./seo-constants";
import { serializeJsonLd, structuredData } from "./structured-data";
import { alternates } from "../../i18n/alternates";
import { LANGUAGES } from "../../i18n/languages";
import { sectionOf, type LanguageContext } from "../../i18n/texts";
import { fill } from "../../i18n/words";

export { SOCIAL_IMAGE, THEME_COLOR } from "./seo-constants";

const metaKey = (tag: MetaTag) => ("name" in tag ? tag.name : tag.property);

/** A page's own link-preview picture; `path` is site-relative. */
export type SocialImage = {
  path: string;
  width: number;
  height: number;
  type: string;
  alt: string;
};

type SeoProps = {
  /** The page's language and the languages it exists in, from its page context. */
  page: LanguageContext;
  title?: string;
  description: string;
  pathname: string;
  noindex?: boolean;
  image?: SocialImage;
  about?: readonly Thing[];
  children?: ReactNode;
};

const openGraphLocale = (locale: string) => locale.replace("-", "_");

export const Seo = ({
  page,
  title,
  description,
  pathname,
  noindex = false,
  image: pageImage,
  about = [],
  children,
}: SeoProps) => {
  const config = useSiteConfig();
  const { productName, siteUrl } = config;
  const site = sectionOf(page, "site");
  const { tagline } = site;
  const fullTitle = title
    ? fill(site.pageTitle, { title, productName })
    : fill(site.homeTitle, { productName, tagline });
  const url = pageUrl(siteUrl, pathname);
  const social = pageImage ?? {
    ...SOCIAL_IMAGE,
    alt: fill(site.socialImageAlt, { productName, tagline }),
  };
  const image = `${siteUrl}${social.path}`;
  const imageAlt = social.alt;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : alternates(siteUrl, page.basePath, page.languages).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={productName} />
      <meta property="og:locale" content={openGraphLocale(LANGUAGES[page.language].locale)} />
      {page.languages
        .filter((language) => language !== page.language)
        .map((language) => (
          <meta
            key={language}
            property="og:locale:alternate"
            content={openGraphLocale(LANGUAGES[language].locale)}
          />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={social.type} />
      <meta property="og:image:width" content={String(social.width)} />
      <meta property="og:image:height" content={String(social.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {appLinkTags(config, url).map((tag) => (
        <meta key={metaKey(tag)} {...tag} />
      ))}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            structuredData(config, page.basePath, about, { language: page.language, tagline }),
          ),
        }}
      />
      {children}
    </>
  );
};

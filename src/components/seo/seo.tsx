import React, { type ReactNode } from "react";
import { useSiteConfig } from "../../config/use-site-config";

export const SOCIAL_IMAGE_PATH = "/social-card.png";
export const THEME_COLOR = "#c2410c";

type SeoProps = {
  title?: string;
  description: string;
  pathname: string;
  noindex?: boolean;
  children?: ReactNode;
};

export const Seo = ({ title, description, pathname, noindex = false, children }: SeoProps) => {
  const { productName, tagline, siteUrl } = useSiteConfig();
  const fullTitle = title ? `${title} | ${productName}` : `${productName}: ${tagline}`;
  const url = `${siteUrl}${pathname === "/" ? "" : pathname}`;
  const image = `${siteUrl}${SOCIAL_IMAGE_PATH}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${productName}: ${tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {children}
    </>
  );
};

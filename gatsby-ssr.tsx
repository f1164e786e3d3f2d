import React from "react";
import type { GatsbySSR } from "gatsby";
import { AnalyticsProvider, serverAnalytics } from "./src/analytics";
import { siteConfig } from "./src/config/site-config";
import { withoutPagePathScript } from "./src/app/page-path-script";
import { RECIPES_PATH } from "./src/recipes/slug";
import { splitLanguage } from "./src/i18n/languages";
import { DICTIONARIES } from "./src/i18n/dictionaries";
import { SvgSprite } from "./src/components/svg-sprite/svg-sprite";
import { serverConsentBar } from "./src/components/consent-bar/server-bar";
import { appIconLinks } from "./build-steps/manifest/app-icons";

/** The logo's version, defined for the HTML renderer by gatsby-node (app-icon-version.ts). */
declare const BUILT_APP_ICON_VERSION: string;

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider client={serverAnalytics(siteConfig.analytics)}>{element}</AnalyticsProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  setPostBodyComponents,
}) => {
  const { language } = splitLanguage(pathname);
  setHtmlAttributes({ lang: language });
  setHeadComponents(
    appIconLinks(BUILT_APP_ICON_VERSION).map((link) => <link key={link.rel} {...link} />),
  );
  setPreBodyComponents([<SvgSprite key="svg-sprite" />]);
  // The server alone reads a dictionary: the bar it writes is in the page's language.
  setPostBodyComponents(
    serverConsentBar(siteConfig.analytics, {
      language,
      words: DICTIONARIES[language].consentBar,
    }),
  );
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(
    withoutPagePathScript(splitLanguage(pathname).path, getPostBodyComponents(), RECIPES_PATH),
  );
};

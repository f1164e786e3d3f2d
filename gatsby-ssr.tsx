import React from "react";
import type { GatsbySSR } from "gatsby";
import { AnalyticsProvider, serverAnalytics } from "./src/analytics";
import { siteConfig } from "./src/config/site-config";
import { withoutPagePathScript } from "./src/app/page-path-script";
import { RECIPES_PATH } from "./src/recipes/slug";
import { SvgSprite } from "./src/components/svg-sprite/svg-sprite";

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider client={serverAnalytics(siteConfig.analytics)}>{element}</AnalyticsProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setPreBodyComponents([<SvgSprite key="svg-sprite" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withoutPagePathScript(pathname, getPostBodyComponents(), RECIPES_PATH));
};

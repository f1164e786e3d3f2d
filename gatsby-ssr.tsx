import React from "react";
import type { GatsbySSR } from "gatsby";
import { AnalyticsProvider, serverAnalytics } from "./src/analytics";
import { siteConfig } from "./src/config/site-config";
import { withoutPagePathScript } from "./src/app/page-path-script";

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider client={serverAnalytics(siteConfig.analytics)}>{element}</AnalyticsProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withoutPagePathScript(pathname, getPostBodyComponents()));
};

import React from "react";
import type { GatsbySSR } from "gatsby";
import { AnalyticsProvider } from "./src/analytics";
import { withoutPagePathScript } from "./src/app/page-path-script";

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider>{element}</AnalyticsProvider>
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

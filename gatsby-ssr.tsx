import React from "react";
import type { GatsbySSR } from "gatsby";
import { AnalyticsProvider } from "./src/analytics";

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider>{element}</AnalyticsProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};

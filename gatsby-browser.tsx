import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { AnalyticsProvider, getBrowserAnalytics, pagePath } from "./src/analytics";
import { noteRoute } from "./src/app/arrival-page";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider client={getBrowserAnalytics()}>{element}</AnalyticsProvider>
);

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  getBrowserAnalytics().start();
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) => {
  noteRoute(location.pathname);
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  getBrowserAnalytics().pageView(pagePath(location));
};

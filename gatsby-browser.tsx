import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { AnalyticsProvider, getBrowserAnalytics, pagePath } from "./src/analytics";
import { noteRoute } from "./src/app/arrival-page";
import { hydrateInSlices } from "./src/app/hydrate-in-slices";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/app/wrap-page";

// Gatsby calls the returned function with its <App /> and #___gatsby (its own types name an older signature).
export const replaceHydrateFunction = hydrateInSlices;

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

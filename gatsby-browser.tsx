import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { AnalyticsProvider, getBrowserAnalytics, pagePath } from "./src/analytics";
import { noteArrival, noteRoute } from "./src/app/arrival-page";
import { noteScroll } from "./src/app/note-scroll";
import { startInOwnTask } from "./src/app/start-in-own-task";
import { leaveBackAndForwardToGatsby } from "./src/app/scroll-restoration";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/app/wrap-page";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <AnalyticsProvider client={getBrowserAnalytics()}>{element}</AnalyticsProvider>
);

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  noteArrival();
  leaveBackAndForwardToGatsby();
  // Made as Gatsby starts fetching the page's data and code, so that where the visitor is asked
  // the consent bar's code is fetched alongside them rather than after them; in a task of its
  // own, since reading the visitor's time zone and stored choice is a tenth of the app's first
  // task. Hydration makes it at once if the page's data comes first.
  window.setTimeout(getBrowserAnalytics, 0);
  return startInOwnTask(window);
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  getBrowserAnalytics().start();
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) => {
  noteRoute(location.pathname);
};

// It answers nothing (Gatsby scrolls as it would), which Gatsby's types do not name.
export const shouldUpdateScroll = noteScroll as unknown as GatsbyBrowser["shouldUpdateScroll"];

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  getBrowserAnalytics().pageView(pagePath(location));
};

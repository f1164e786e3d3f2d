// The build that can fetch the session recorder, with our settings: fetched once the page is idle.
export { default } from "mixpanel-browser/dist/mixpanel-with-async-modules.cjs.js";
export { mixpanelConfig } from "./config";

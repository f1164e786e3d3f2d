// The core build of the library with our settings: one chunk, fetched once the page is idle.
export { default } from "mixpanel-browser/dist/mixpanel-core.cjs.js";
export { mixpanelConfig } from "./config";

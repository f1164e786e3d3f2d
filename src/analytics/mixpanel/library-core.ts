// The core build of the library with our settings: one chunk, fetched on the visitor's first input.
export { default } from "mixpanel-browser/dist/mixpanel-core.cjs.js";
export { mixpanelConfig } from "./config";
export { prepareForLibrary, reportScrollSoFar } from "./library-setup";

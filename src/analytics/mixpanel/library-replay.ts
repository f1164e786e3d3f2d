// The build that can fetch the session recorder, with our settings: fetched on the first input.
export { default } from "mixpanel-browser/dist/mixpanel-with-async-modules.cjs.js";
export { mixpanelConfig } from "./config";
export { prepareForLibrary, reportScrollSoFar } from "./library-setup";

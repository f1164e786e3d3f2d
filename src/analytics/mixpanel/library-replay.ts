// The build that can fetch the session recorder, with our settings: fetched on the first input.
// The entry point's type file re-exports the API but not its default export, which is typed here.
import type { OverridedMixpanel } from "mixpanel-browser";
import library from "mixpanel-browser/src/loaders/loader-module-with-async-modules";

export default library as unknown as OverridedMixpanel;
export { mixpanelConfig } from "./config";
export { prepareForLibrary, reportScrollSoFar } from "./library-setup";

import type { MixpanelConfigOptions } from "./config";
import type { MixpanelApi, MixpanelConfig } from "./types";

/**
 * The library and the settings it starts with, fetched together on the visitor's first input,
 * and what to do once it runs.
 */
export type LoadedMixpanel = {
  mixpanel: MixpanelApi;
  config: MixpanelConfig;
  afterStart?: () => void;
};

/**
 * The core build cannot fetch any further code. Only with session replay on do we
 * take the async-modules build, which fetches the recorder from `recorder_src`.
 * The settings travel in the same chunk as the library: nothing before it needs them.
 */
export const loadMixpanel = async (
  options: MixpanelConfigOptions,
  win: Window = window,
): Promise<LoadedMixpanel> => {
  const {
    default: mixpanel,
    mixpanelConfig,
    prepareForLibrary,
    reportScrollSoFar,
  } = options.sessionReplay
    ? await import(/* webpackChunkName: "analytics-mixpanel-replay" */ "./library-replay")
    : await import(/* webpackChunkName: "analytics-mixpanel" */ "./library-core");
  prepareForLibrary(win);
  return {
    mixpanel,
    config: mixpanelConfig(options),
    afterStart: () => reportScrollSoFar(win),
  };
};

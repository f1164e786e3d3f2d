import type { MixpanelConfigOptions } from "./config";
import type { MixpanelApi, MixpanelConfig } from "./types";

/** The library and the settings it starts with, fetched together once the page is idle. */
export type LoadedMixpanel = { mixpanel: MixpanelApi; config: MixpanelConfig };

/**
 * The core build cannot fetch any further code. Only with session replay on do we
 * take the async-modules build, which fetches the recorder from `recorder_src`.
 * The settings travel in the same chunk as the library: nothing before idle needs them.
 */
export const loadMixpanel = async (options: MixpanelConfigOptions): Promise<LoadedMixpanel> => {
  const { default: mixpanel, mixpanelConfig } = options.sessionReplay
    ? await import(/* webpackChunkName: "analytics-mixpanel-replay" */ "./library-replay")
    : await import(/* webpackChunkName: "analytics-mixpanel" */ "./library-core");
  return { mixpanel, config: mixpanelConfig(options) };
};

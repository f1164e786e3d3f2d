import type { MixpanelApi } from "./types";

/**
 * The core build cannot fetch any further code. Only with session replay on do we
 * take the async-modules build, which fetches the recorder from `recorder_src`.
 */
export const loadMixpanel = async (sessionReplay: boolean): Promise<MixpanelApi> => {
  const library = sessionReplay
    ? await import(
        /* webpackChunkName: "analytics-mixpanel-replay" */ "mixpanel-browser/dist/mixpanel-with-async-modules.cjs.js"
      )
    : await import(
        /* webpackChunkName: "analytics-mixpanel" */ "mixpanel-browser/dist/mixpanel-core.cjs.js"
      );
  return library.default;
};

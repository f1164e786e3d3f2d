import type { Config, Mixpanel } from "mixpanel-browser/dist/mixpanel-core.cjs.js";

/** lib_base_path is read by the library but missing from its type definitions. */
export type MixpanelConfig = Partial<Config> & { lib_base_path?: string };

/** The part of the library this site uses, so tests can stand in for it. */
export type MixpanelApi = {
  init: (token: string, config: MixpanelConfig) => unknown;
  track: Mixpanel["track"];
  register: Mixpanel["register"];
  identify: Mixpanel["identify"];
  reset: Mixpanel["reset"];
  set_config: Mixpanel["set_config"];
  people: Pick<Mixpanel["people"], "set" | "set_once">;
};

import type { Config, Mixpanel } from "mixpanel-browser";

/** A hook that sees a request body before it leaves; null keeps it from leaving. */
export type SendHook = <Payload>(payload: Payload) => Payload | null;

/**
 * The settings this site gives the library. lib_base_path and track_marketing are read by the
 * library but missing from its type definitions, as are the hooks for profile and group updates.
 */
export type MixpanelConfig = Partial<Config> & {
  lib_base_path?: string;
  track_marketing?: boolean;
  hooks?: Partial<Config["hooks"]> & {
    before_send_people?: SendHook;
    before_send_groups?: SendHook;
  };
};

/** The part of the library this site uses, so tests can stand in for it. */
export type MixpanelApi = {
  init: (token: string, config: MixpanelConfig) => unknown;
  track: Mixpanel["track"];
  register: Mixpanel["register"];
  identify: Mixpanel["identify"];
  reset: Mixpanel["reset"];
  disable: Mixpanel["disable"];
  opt_out_tracking: Mixpanel["opt_out_tracking"];
  stop_session_recording: Mixpanel["stop_session_recording"];
  people: Pick<Mixpanel["people"], "set" | "set_once">;
};

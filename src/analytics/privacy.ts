export type PrivacySignals = { globalPrivacyControl?: unknown; doNotTrack?: unknown };

export const DO_NOT_TRACK_ON: ReadonlyArray<unknown> = ["1", "yes", 1, true];

/**
 * True when the browser sends Global Privacy Control or Do Not Track; older
 * browsers put the latter on window instead of navigator.
 */
export const hasOptedOut = (navigator: PrivacySignals, legacy: PrivacySignals = {}): boolean =>
  navigator.globalPrivacyControl === true ||
  DO_NOT_TRACK_ON.includes(navigator.doNotTrack) ||
  DO_NOT_TRACK_ON.includes(legacy.doNotTrack);

import React from "react";
import { useAnalytics } from "../../analytics";
import { cookModeStarted } from "../../analytics/recipe-events";
import {
  KEEP_SCREEN_ON,
  KEEP_SCREEN_ON_HINT,
  SCREEN_LOCK_EXPIRED,
  SCREEN_LOCK_REFUSED,
} from "./cook-tools-text";
import { useWakeLock } from "./use-wake-lock";
import * as styles from "./cook-tools.module.css";

const MESSAGES = { refused: SCREEN_LOCK_REFUSED, expired: SCREEN_LOCK_EXPIRED } as const;

type KeepScreenOnProps = { slug: string };

/** Only drawn where the Screen Wake Lock API exists. */
export const KeepScreenOn = ({ slug }: KeepScreenOnProps) => {
  const analytics = useAnalytics();
  const { state, turnOn, turnOff } = useWakeLock();
  const on = state === "on";
  const toggle = async () => {
    if (on) {
      turnOff();
      return;
    }
    if (await turnOn()) analytics.track(cookModeStarted(slug));
  };
  const message = state === "refused" || state === "expired" ? MESSAGES[state] : "";
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="keep-screen-on-hint"
        className={styles.screenSwitch}
        onClick={() => void toggle()}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {KEEP_SCREEN_ON}
      </button>
      <span id="keep-screen-on-hint" className="visually-hidden">
        {KEEP_SCREEN_ON_HINT}
      </span>
      <p className={styles.status} role="status">
        {message}
      </p>
    </>
  );
};

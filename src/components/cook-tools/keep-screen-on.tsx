import React from "react";
import { useAnalytics } from "../../analytics";
import { cookModeStarted } from "../../analytics/recipe-events";
import { useTexts } from "../../i18n/texts";
import { useWakeLock } from "./use-wake-lock";
import * as styles from "./cook-tools.module.css";

type KeepScreenOnProps = { slug: string };

/** Only drawn where the Screen Wake Lock API exists. */
export const KeepScreenOn = ({ slug }: KeepScreenOnProps) => {
  const t = useTexts("cookTools");
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
  const message =
    state === "refused" ? t.screenLockRefused : state === "expired" ? t.screenLockExpired : "";
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
        {t.keepScreenOn}
      </button>
      <span id="keep-screen-on-hint" className="visually-hidden">
        {t.keepScreenOnHint}
      </span>
      <p className={styles.status} role="status">
        {message}
      </p>
    </>
  );
};

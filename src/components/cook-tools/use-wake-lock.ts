import { useCallback, useEffect, useRef, useState } from "react";

/** The screen may sleep again after this, however long the page stays open. */
export const WAKE_LOCK_LIMIT_MS = 2 * 60 * 60 * 1000;

export type ScreenState = "off" | "on" | "refused" | "expired";

export const wakeLockSupported = (nav: Navigator = navigator) => "wakeLock" in nav;

/**
 * Keeps the screen on with the Screen Wake Lock API. The browser drops the lock whenever the tab
 * is hidden; it is asked for again when the visitor comes back, until switched off or 2 hours on.
 */
export const useWakeLock = (nav: Navigator = navigator, doc: Document = document) => {
  const [state, setState] = useState<ScreenState>("off");
  const wanted = useRef(false);
  const lock = useRef<WakeLockSentinel | null>(null);

  const drop = useCallback(() => {
    const held = lock.current;
    lock.current = null;
    held?.release().catch(() => undefined);
  }, []);

  const acquire = useCallback(async (): Promise<boolean> => {
    try {
      const sentinel = await nav.wakeLock.request("screen");
      if (!wanted.current) {
        await sentinel.release();
        return false;
      }
      lock.current = sentinel;
      setState("on");
      return true;
    } catch {
      wanted.current = false;
      setState("refused");
      return false;
    }
  }, [nav]);

  const turnOn = useCallback(() => {
    wanted.current = true;
    return acquire();
  }, [acquire]);

  const turnOff = useCallback(
    (next: ScreenState = "off") => {
      wanted.current = false;
      drop();
      setState(next);
    },
    [drop],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (doc.visibilityState !== "visible" || !wanted.current) return;
      if (!lock.current || lock.current.released) void acquire();
    };
    doc.addEventListener("visibilitychange", onVisibility);
    return () => doc.removeEventListener("visibilitychange", onVisibility);
  }, [doc, acquire]);

  useEffect(() => {
    if (state !== "on") return;
    const timer = window.setTimeout(() => turnOff("expired"), WAKE_LOCK_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [state, turnOff]);

  useEffect(
    () => () => {
      wanted.current = false;
      drop();
    },
    [drop],
  );

  return { state, turnOn, turnOff };
};

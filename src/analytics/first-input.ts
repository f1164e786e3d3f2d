/**
 * What counts as the visitor's first input: a tap or click, a key, a wheel or touch scroll. Each
 * way of scrolling starts with one of these; a `scroll` event alone may be the page's own (an
 * anchor, restored scrolling), so it does not count.
 */
export const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** Calls back once: on the visitor's first input, or when the page is hidden, whichever is first. */
export const onFirstInput = (win: Window) => (listener: () => void) => {
  const options = { capture: true, passive: true };
  const fire = () => {
    FIRST_INPUT_EVENTS.forEach((type) => win.removeEventListener(type, fire, options));
    win.document.removeEventListener("visibilitychange", onHidden);
    listener();
  };
  const onHidden = () => {
    if (win.document.visibilityState === "hidden") fire();
  };
  FIRST_INPUT_EVENTS.forEach((type) => win.addEventListener(type, fire, options));
  win.document.addEventListener("visibilitychange", onHidden);
};

/**
 * Back and Forward within the site are Gatsby's to scroll. Left to the browser, it restores the
 * page a visitor goes back to at once, while the page they leave is still drawn: cut to that
 * page's height, the position is saved as the leaving page's own, and Forward then opens it below
 * its top. A reload, or a return from another site, stays the browser's, as React Router leaves
 * it: "auto" again as the page is left, "manual" again when the back/forward cache brings it back.
 */
export const leaveBackAndForwardToGatsby = (win: Window = window) => {
  const { history } = win;
  if (!("scrollRestoration" in history)) return;
  history.scrollRestoration = "manual";
  win.addEventListener("pagehide", () => {
    history.scrollRestoration = "auto";
  });
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) history.scrollRestoration = "manual";
  });
};

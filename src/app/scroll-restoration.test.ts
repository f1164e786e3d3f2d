import { leaveBackAndForwardToGatsby } from "./scroll-restoration";

/** jsdom's history has no scrollRestoration; a browser's starts at "auto". */
const browserWindow = () => {
  const win = new EventTarget() as Window;
  Object.assign(win, { history: { scrollRestoration: "auto" } });
  return win;
};

const pageTransition = (type: "pagehide" | "pageshow", persisted: boolean) =>
  Object.assign(new Event(type), { persisted });

describe("leaveBackAndForwardToGatsby", () => {
  it("keeps the browser from restoring a position while the site moves between its pages", () => {
    const win = browserWindow();
    leaveBackAndForwardToGatsby(win);
    expect(win.history.scrollRestoration).toBe("manual");
  });

  it("hands a reload or a return from another site back to the browser", () => {
    const win = browserWindow();
    leaveBackAndForwardToGatsby(win);
    win.dispatchEvent(pageTransition("pagehide", false));
    expect(win.history.scrollRestoration).toBe("auto");
  });

  it("takes it again when the back/forward cache brings the page back", () => {
    const win = browserWindow();
    leaveBackAndForwardToGatsby(win);
    win.dispatchEvent(pageTransition("pagehide", true));
    win.dispatchEvent(pageTransition("pageshow", true));
    expect(win.history.scrollRestoration).toBe("manual");
  });

  it("leaves a browser without the setting alone", () => {
    const win = new EventTarget() as Window;
    Object.assign(win, { history: {} });
    expect(() => leaveBackAndForwardToGatsby(win)).not.toThrow();
    expect(win.history).toEqual({});
  });
});

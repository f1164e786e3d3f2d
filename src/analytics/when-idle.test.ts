import { whenIdle } from "./when-idle";

type FakeWindow = Window & { fire: (type: string) => void };

const fakeWindow = (readyState: DocumentReadyState, withIdleCallback = true): FakeWindow => {
  const listeners = new Map<string, Set<() => void>>();
  const document = { readyState, visibilityState: "visible" as DocumentVisibilityState };
  const win = {
    document,
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type: string, listener: () => void) => {
      listeners.get(type)?.delete(listener);
    },
    setTimeout: (callback: () => void) => setTimeout(callback, 0),
    requestIdleCallback: withIdleCallback
      ? jest.fn((callback: () => void) => setTimeout(callback, 0))
      : undefined,
    fire: (type: string) => {
      if (type === "hidden") document.visibilityState = "hidden";
      const event = type === "hidden" ? "visibilitychange" : type;
      listeners.get(event)?.forEach((listener) => listener());
    },
  };
  return win as unknown as FakeWindow;
};

const isSettled = async (promise: Promise<void>) => {
  let settled = false;
  promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
};

describe("whenIdle", () => {
  it("waits for the load event, then for an idle moment with a timeout", async () => {
    const win = fakeWindow("interactive");
    const idle = whenIdle(win, 1234);
    expect(await isSettled(idle)).toBe(false);
    win.fire("load");
    expect(await isSettled(idle)).toBe(true);
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });
  });

  it("resolves soon when the page has already loaded, even without requestIdleCallback", async () => {
    expect(await isSettled(whenIdle(fakeWindow("complete", false)))).toBe(true);
  });

  it("resolves at once when the visitor hides the page before it loads", async () => {
    const win = fakeWindow("loading");
    const idle = whenIdle(win);
    win.fire("hidden");
    expect(await isSettled(idle)).toBe(true);
  });
});

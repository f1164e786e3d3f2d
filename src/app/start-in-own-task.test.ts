import { startInOwnTask } from "./start-in-own-task";

describe("startInOwnTask", () => {
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = "production";
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    delete process.env.LEAN_RUNTIME;
    jest.useRealTimers();
  });

  it("lets Gatsby start the page in the task after the one that evaluated the app", async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    window.setTimeout(() => order.push("queued before"), 0);
    const started = startInOwnTask(window)?.then(() => order.push("start"));
    expect(started).toBeDefined();
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(order).toEqual([]);
    jest.runOnlyPendingTimers();
    await started;
    expect(order).toEqual(["queued before", "start"]);
  });

  it.each(["off", "off:start-in-own-task"])(
    "lets Gatsby start at once with LEAN_RUNTIME=%s",
    (setting) => {
      process.env.LEAN_RUNTIME = setting;
      expect(startInOwnTask(window)).toBeUndefined();
    },
  );

  it("lets Gatsby start at once under gatsby develop", () => {
    process.env.NODE_ENV = "development";
    expect(startInOwnTask(window)).toBeUndefined();
  });
});

import { createCallQueue } from "./call-queue";

const call = (log: string[], name: string) => ({
  run: (target: string) => log.push(`${name}@${target}`),
  drop: () => log.push(`${name} dropped`),
});

describe("createCallQueue", () => {
  it("runs calls in order on flush and empties itself", () => {
    const log: string[] = [];
    const queue = createCallQueue<string>(5);
    queue.push(call(log, "a"));
    queue.push(call(log, "b"));
    queue.flush("lib");
    queue.flush("lib");
    expect(log).toEqual(["a@lib", "b@lib"]);
    expect(queue.size()).toBe(0);
  });

  it("refuses calls beyond its limit and tells them", () => {
    const log: string[] = [];
    const queue = createCallQueue<string>(1);
    expect(queue.push(call(log, "a"))).toBe(true);
    expect(queue.push(call(log, "b"))).toBe(false);
    expect(log).toEqual(["b dropped"]);
    expect(queue.size()).toBe(1);
  });

  it("drops every waiting call", () => {
    const log: string[] = [];
    const queue = createCallQueue<string>(5);
    queue.push(call(log, "a"));
    queue.push(call(log, "b"));
    queue.dropAll();
    queue.flush("lib");
    expect(log).toEqual(["a dropped", "b dropped"]);
  });

  it("takes out the calls that match and keeps the rest in order", () => {
    const log: string[] = [];
    const queue = createCallQueue<string, string>(5);
    ["a", "b", "c"].forEach((name) => queue.push({ ...call(log, name), payload: name }));
    const taken = queue.take((queued) => queued.payload !== "b");
    expect(taken.map((queued) => queued.payload)).toEqual(["a", "c"]);
    queue.flush("lib");
    expect(log).toEqual(["b@lib"]);
  });

  it("puts taken calls back in front, in order", () => {
    const log: string[] = [];
    const queue = createCallQueue<string, string>(5);
    ["a", "b", "c"].forEach((name) => queue.push({ ...call(log, name), payload: name }));
    const taken = queue.take((queued) => queued.payload !== "b");
    queue.restore(taken);
    queue.flush("lib");
    expect(log).toEqual(["a@lib", "c@lib", "b@lib"]);
  });
});

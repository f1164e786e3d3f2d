import type { MixpanelApi } from "./types";

export type FakeMixpanel = {
  [Key in Exclude<keyof MixpanelApi, "people">]: jest.Mock;
} & { people: { set: jest.Mock; set_once: jest.Mock } };

/** A stand-in for mixpanel-browser whose track answers `response` to every callback. */
export const makeFakeMixpanel = (response: unknown = 1): FakeMixpanel => ({
  init: jest.fn(),
  register: jest.fn(),
  identify: jest.fn(),
  reset: jest.fn(),
  disable: jest.fn(),
  opt_out_tracking: jest.fn(),
  stop_session_recording: jest.fn(),
  track: jest.fn((_name: string, _properties: unknown, _options: unknown, callback?: unknown) => {
    if (typeof callback === "function") callback(response);
  }),
  people: { set: jest.fn(), set_once: jest.fn() },
});

export type Deferred<Value> = {
  promise: Promise<Value>;
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
};

export const deferred = <Value>(): Deferred<Value> => {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
};

/** Lets pending promise callbacks run, with or without fake timers. */
export const flushPromises = async (rounds = 10) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
};

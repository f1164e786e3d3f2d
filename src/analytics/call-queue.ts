export type QueuedCall<Target, Payload = unknown> = {
  run: (target: Target) => void;
  /** What the call carries, for sending it another way when its target never comes. */
  payload?: Payload;
  /** Tells the caller its call will never run. */
  drop: () => void;
};

export type CallQueue<Target, Payload = unknown> = {
  push: (call: QueuedCall<Target, Payload>) => boolean;
  flush: (target: Target) => void;
  dropAll: () => void;
  /** Removes and returns the calls that match, keeping the others in order. */
  take: (matches: (call: QueuedCall<Target, Payload>) => boolean) => QueuedCall<Target, Payload>[];
  /** Puts taken calls back in front, in their order, when they could not be sent another way. */
  restore: (taken: QueuedCall<Target, Payload>[]) => void;
  size: () => number;
};

/** Holds calls in order until their target exists; refuses new ones once full. */
export const createCallQueue = <Target, Payload = unknown>(
  limit: number,
): CallQueue<Target, Payload> => {
  let calls: QueuedCall<Target, Payload>[] = [];

  const takeAll = () => {
    const taken = calls;
    calls = [];
    return taken;
  };

  return {
    push: (call) => {
      if (calls.length >= limit) {
        call.drop();
        return false;
      }
      calls.push(call);
      return true;
    },
    flush: (target) => takeAll().forEach((call) => call.run(target)),
    dropAll: () => takeAll().forEach((call) => call.drop()),
    take: (matches) => {
      const taken = calls.filter(matches);
      calls = calls.filter((call) => !matches(call));
      return taken;
    },
    restore: (taken) => {
      calls = [...taken, ...calls];
    },
    size: () => calls.length,
  };
};

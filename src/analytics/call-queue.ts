export type QueuedCall<Target> = {
  run: (target: Target) => void;
  /** Tells the caller its call will never run. */
  drop: () => void;
};

export type CallQueue<Target> = {
  push: (call: QueuedCall<Target>) => boolean;
  flush: (target: Target) => void;
  dropAll: () => void;
  size: () => number;
};

/** Holds calls in order until their target exists; refuses new ones once full. */
export const createCallQueue = <Target>(limit: number): CallQueue<Target> => {
  let calls: QueuedCall<Target>[] = [];

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
    size: () => calls.length,
  };
};

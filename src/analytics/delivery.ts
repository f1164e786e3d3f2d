import type { Delivery } from "./client";

export type Settle = (delivery: Delivery) => void;

/** A delivery answer still to come; its clock runs from `leaving()`, when the request goes out. */
export type AwaitedDelivery = Settle & { leaving: () => void };

/**
 * Wraps a delivery callback so it runs exactly once, reporting "not-sent" when nothing confirms
 * delivery within the timeout after the request has left the page (not while it waits for the
 * library, which a slow network can hold for longer than the timeout).
 */
export const settleOnce = (onDelivery: Settle | undefined, timeoutMs: number): AwaitedDelivery => {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle: Settle = (delivery) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    onDelivery?.(delivery);
  };
  const leaving = () => {
    if (settled || timer !== undefined || !onDelivery) return;
    timer = setTimeout(() => settle("not-sent"), timeoutMs);
  };
  return Object.assign(settle, { leaving });
};

import type { Delivery } from "./client";

export type Settle = (delivery: Delivery) => void;

/**
 * Wraps a delivery callback so it runs exactly once, reporting "not-sent" when
 * nothing confirms delivery within the timeout.
 */
export const settleOnce = (onDelivery: Settle | undefined, timeoutMs: number): Settle => {
  if (!onDelivery) return () => undefined;
  let settled = false;
  const settle: Settle = (delivery) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    onDelivery(delivery);
  };
  const timer = setTimeout(() => settle("not-sent"), timeoutMs);
  return settle;
};

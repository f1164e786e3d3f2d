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

/** Mixpanel answers 1 (or { status: 1 } in verbose mode) when it accepted a request. */
export const deliveryOf = (response: unknown): Delivery => {
  const status =
    typeof response === "object" && response !== null
      ? (response as { status?: unknown }).status
      : response;
  return status === 1 ? "sent" : "not-sent";
};

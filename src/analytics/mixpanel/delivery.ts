import type { Delivery } from "../client";

/** Mixpanel answers 1 (or { status: 1 } in verbose mode) when it accepted a request. */
export const deliveryOf = (response: unknown): Delivery => {
  const status =
    typeof response === "object" && response !== null
      ? (response as { status?: unknown }).status
      : response;
  return status === 1 ? "sent" : "not-sent";
};

import type { VisitorRequestSender } from "./mixpanel/request";

let onPage: VisitorRequestSender | undefined;

/**
 * A page whose form takes a visitor's request carries the sender in its own code (requests.ts),
 * so a request leaves the moment it is made: fetched on submit instead, the sender could still be
 * on its way when the visitor closed the tab during "Submitting...", and the request was lost.
 */
export const carryRequestSender = (sender: VisitorRequestSender) => {
  onPage = sender;
};

/** The sender the page carries, or else fetched (no page's first load has it otherwise). */
export const requestSender = (): Promise<VisitorRequestSender> =>
  onPage
    ? Promise.resolve(onPage)
    : import(/* webpackChunkName: "analytics-request" */ "./mixpanel/request").then(
        ({ sendVisitorRequest }) => sendVisitorRequest,
      );

import { sendVisitorRequest } from "./mixpanel/request";
import { carryRequestSender } from "./request-sender";

/**
 * For the module of a form that takes a visitor's request (the deletion form): its page's own
 * code then holds the request sender, so nothing is fetched between the visitor's submit and the
 * request leaving. Kept out of index.ts, which every page loads.
 */
export const takeVisitorRequests = () => carryRequestSender(sendVisitorRequest);

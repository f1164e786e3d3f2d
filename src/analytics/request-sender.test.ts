import { carryRequestSender, requestSender } from "./request-sender";
import { sendVisitorRequest } from "./mixpanel/request";

describe("requestSender", () => {
  it("fetches the sender where no page carries it", async () => {
    expect(await requestSender()).toBe(sendVisitorRequest);
  });

  it("hands over the sender the page carries, without fetching anything", async () => {
    const carried = jest.fn();
    carryRequestSender(carried);
    expect(await requestSender()).toBe(carried);
  });
});

import { settleOnce } from "./delivery";

afterEach(() => jest.useRealTimers());

describe("settleOnce", () => {
  it("passes on the first result only", () => {
    const onDelivery = jest.fn();
    const settle = settleOnce(onDelivery, 1000);
    settle("sent");
    settle("not-sent");
    expect(onDelivery).toHaveBeenCalledTimes(1);
    expect(onDelivery).toHaveBeenCalledWith("sent");
  });

  it("reports not sent after the timeout", () => {
    jest.useFakeTimers();
    const onDelivery = jest.fn();
    const settle = settleOnce(onDelivery, 1000);
    jest.advanceTimersByTime(1000);
    settle("sent");
    expect(onDelivery).toHaveBeenCalledTimes(1);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
  });

  it("does nothing without a callback", () => {
    expect(() => settleOnce(undefined, 1000)("sent")).not.toThrow();
  });
});

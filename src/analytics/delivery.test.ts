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

  it("reports not sent once the timeout has passed after the request left", () => {
    jest.useFakeTimers();
    const onDelivery = jest.fn();
    const settle = settleOnce(onDelivery, 1000);
    jest.advanceTimersByTime(5000);
    expect(onDelivery).not.toHaveBeenCalled();
    settle.leaving();
    jest.advanceTimersByTime(999);
    expect(onDelivery).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    settle("sent");
    expect(onDelivery).toHaveBeenCalledTimes(1);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
  });

  it("starts no timer when nobody waits for the answer", () => {
    jest.useFakeTimers();
    const settle = settleOnce(undefined, 1000);
    settle.leaving();
    expect(jest.getTimerCount()).toBe(0);
    expect(settle("sent")).toBeUndefined();
  });

  it("keeps the first clock when the request leaves again, and stops it once settled", () => {
    jest.useFakeTimers();
    const settle = settleOnce(jest.fn(), 1000);
    settle.leaving();
    settle.leaving();
    expect(jest.getTimerCount()).toBe(1);
    settle("sent");
    expect(jest.getTimerCount()).toBe(0);
  });
});

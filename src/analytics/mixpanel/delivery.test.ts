import { deliveryOf } from "./delivery";

describe("deliveryOf", () => {
  it.each([
    [1, "sent"],
    [{ status: 1, error: null }, "sent"],
    [0, "not-sent"],
    [{ status: 0, error: "Bad HTTP status: 500" }, "not-sent"],
    [undefined, "not-sent"],
  ])("reads %p as %p", (response, delivery) => {
    expect(deliveryOf(response)).toBe(delivery);
  });
});

import React from "react";
import { render, renderHook } from "@testing-library/react";
import { AnalyticsProvider, useAnalytics } from "./analytics-context";
import { silentClient } from "./client";
import { ERROR_MESSAGES } from "./constants";

describe("useAnalytics", () => {
  it("throws the catalogue's message outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAnalytics())).toThrow(
      "useAnalytics must be used within an AnalyticsProvider",
    );
    expect(ERROR_MESSAGES.outsideProvider).toBe(
      "useAnalytics must be used within an AnalyticsProvider",
    );
    jest.restoreAllMocks();
  });

  it("returns the client given to the provider", () => {
    const client = { ...silentClient, track: jest.fn() };
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }) => <AnalyticsProvider client={client}>{children}</AnalyticsProvider>,
    });
    expect(result.current).toBe(client);
  });

  it("defaults to a client that does nothing and reports nothing as sent", () => {
    const onDelivery = jest.fn();
    const Probe = () => {
      const analytics = useAnalytics();
      analytics.track({ name: "Probe", properties: {} }, { onDelivery });
      analytics.pageView("/");
      analytics.identify("id");
      analytics.reset();
      analytics.setUserProperty({ a: 1 });
      analytics.setUserPropertyOnce({ a: 1 });
      return null;
    };
    render(
      <AnalyticsProvider>
        <Probe />
      </AnalyticsProvider>,
    );
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
  });
});

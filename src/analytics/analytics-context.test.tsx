import React from "react";
import { render, renderHook } from "@testing-library/react";
import { AnalyticsProvider, useAnalytics } from "./analytics-context";
import { silentClient, type AnalyticsClient } from "./client";
import { ERROR_MESSAGES } from "./constants";

describe("useAnalytics", () => {
  it("throws the catalogue's message outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAnalytics())).toThrow(ERROR_MESSAGES.outsideProvider);
    jest.restoreAllMocks();
  });

  it("returns the client given to the provider", () => {
    const client = { ...silentClient, track: jest.fn() };
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }) => <AnalyticsProvider client={client}>{children}</AnalyticsProvider>,
    });
    expect(result.current).toBe(client);
  });

  it("defaults to a client that sends and stores nothing and reports nothing as sent", () => {
    const onDelivery = jest.fn();
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    const fetchSpy = jest.fn();
    Object.defineProperty(window, "fetch", { value: fetchSpy, configurable: true });
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, "open");
    const results: unknown[] = [];
    let client: AnalyticsClient | undefined;
    const Probe = () => {
      client = useAnalytics();
      results.push(
        client.track({ name: "Probe", properties: {} }, { beacon: true }),
        client.request(
          { name: "Request", properties: {} },
          { eventId: { insertId: "i", time: 1 }, onDelivery },
        ),
        client.pageView("/"),
        client.identify("id"),
        client.reset(),
        client.setUserProperty({ a: 1 }),
        client.setUserPropertyOnce({ a: 1 }),
      );
      return null;
    };
    render(
      <AnalyticsProvider>
        <Probe />
      </AnalyticsProvider>,
    );
    expect(client?.sendsRequests).toBe(false);
    expect(onDelivery).toHaveBeenCalledTimes(1);
    expect(onDelivery).toHaveBeenCalledWith("not-sent");
    expect(results).toEqual(Array(7).fill(undefined));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(document.cookie).toBe("");
    expect(localStorage.length + sessionStorage.length).toBe(0);
    xhrOpen.mockRestore();
  });
});

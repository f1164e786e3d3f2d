import type { Metric } from "web-vitals";
import { EVENT_NAMES } from "./constants";
import { reportWebVitals, webVitalsEvent } from "./web-vitals";

type Report = (metric: Metric) => void;
const mockReporters: Record<string, Report> = {};
jest.mock("web-vitals", () => ({
  onLCP: (report: Report) => (mockReporters.LCP = report),
  onCLS: (report: Report) => (mockReporters.CLS = report),
  onINP: (report: Report) => (mockReporters.INP = report),
}));

const metric = (name: Metric["name"], value: number) => ({ name, value }) as Metric;

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  window.dispatchEvent(new Event("visibilitychange"));
};

afterEach(() => setVisibility("visible"));

describe("webVitalsEvent", () => {
  it("puts the three metrics in one event, rounded", () => {
    expect(webVitalsEvent({ LCP: 1234.56, CLS: 0.123456, INP: 87.4 })).toEqual({
      name: EVENT_NAMES.webVitals,
      properties: { lcp: 1235, cls: 0.1235, inp: 87 },
    });
  });

  it("leaves out metrics that were never measured", () => {
    expect(webVitalsEvent({ LCP: 900 }).properties).toEqual({ lcp: 900 });
  });
});

describe("reportWebVitals", () => {
  it("sends one event once LCP, CLS and INP are all known", async () => {
    const send = jest.fn();
    await reportWebVitals(send, window);
    mockReporters.LCP?.(metric("LCP", 1000));
    mockReporters.CLS?.(metric("CLS", 0.01));
    expect(send).not.toHaveBeenCalled();
    mockReporters.INP?.(metric("INP", 40));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(webVitalsEvent({ LCP: 1000, CLS: 0.01, INP: 40 }));
  });

  it("sends once only: later values and hiding the page send nothing more", async () => {
    const send = jest.fn();
    await reportWebVitals(send, window);
    mockReporters.LCP?.(metric("LCP", 1000));
    mockReporters.CLS?.(metric("CLS", 0.01));
    mockReporters.INP?.(metric("INP", 40));
    mockReporters.CLS?.(metric("CLS", 0.2));
    mockReporters.INP?.(metric("INP", 300));
    setVisibility("hidden");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends what it has when the page is hidden", async () => {
    const send = jest.fn();
    await reportWebVitals(send, window);
    mockReporters.LCP?.(metric("LCP", 800));
    setVisibility("hidden");
    setVisibility("visible");
    setVisibility("hidden");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(webVitalsEvent({ LCP: 800 }));
  });

  it("sends nothing when nothing was measured", async () => {
    const send = jest.fn();
    await reportWebVitals(send, window);
    setVisibility("hidden");
    expect(send).not.toHaveBeenCalled();
  });
});

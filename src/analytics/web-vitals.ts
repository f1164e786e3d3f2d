import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { EVENT_NAMES } from "./constants";
import type { AnalyticsEvent, Properties } from "./events";

export type VitalName = "LCP" | "CLS" | "INP";
export type VitalsSample = Partial<Record<VitalName, number>>;

export const VITAL_NAMES: ReadonlyArray<VitalName> = ["LCP", "CLS", "INP"];
const CLS_DECIMALS = 4;

const roundVital = (name: VitalName, value: number): number =>
  name === "CLS" ? Number(value.toFixed(CLS_DECIMALS)) : Math.round(value);

export const webVitalsEvent = (sample: VitalsSample): AnalyticsEvent => ({
  name: EVENT_NAMES.webVitals,
  properties: VITAL_NAMES.reduce<Properties>((properties, name) => {
    const value = sample[name];
    return value === undefined
      ? properties
      : { ...properties, [name.toLowerCase()]: roundVital(name, value) };
  }, {}),
});

export type SendVitals = (event: AnalyticsEvent) => void;

/**
 * Collects LCP, CLS and INP and sends them as one event, when all three are known
 * or when the page is hidden, whichever comes first. The site imports this module only once
 * the analytics library is ready, so it and the web-vitals library load together, after idle.
 */
export const reportWebVitals = async (send: SendVitals, win: Window = window): Promise<void> => {
  const sample: VitalsSample = {};
  let sent = false;

  const flush = () => {
    if (sent || Object.keys(sample).length === 0) return;
    sent = true;
    send(webVitalsEvent(sample));
  };
  const record = ({ name, value }: Metric) => {
    if (!VITAL_NAMES.includes(name as VitalName)) return;
    sample[name as VitalName] = value;
    if (VITAL_NAMES.every((vital) => sample[vital] !== undefined)) flush();
  };

  onLCP(record);
  onCLS(record);
  onINP(record);
  // web-vitals reports on hidden from a capturing listener, which runs before this one.
  win.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") flush();
  });
};

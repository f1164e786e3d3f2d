export type TrackedEvent = { event: string; properties: Record<string, unknown> };

/**
 * Reads a POST body for Mixpanel's /track as its ingestion API does: form-encoded `data` holding
 * JSON (plain or base64), one event or an array of them.
 */
export const decodeTrackBody = (body: string): TrackedEvent[] => {
  const data = new URLSearchParams(body).get("data") ?? "";
  const json = /^[[{]/.test(data) ? data : Buffer.from(data, "base64").toString("utf8");
  const parsed: unknown = JSON.parse(json);
  return (Array.isArray(parsed) ? parsed : [parsed]) as TrackedEvent[];
};

/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { RECORDER_SOURCE } from "../../../build-steps/analytics/session-recorder-asset";
import { SESSION_REPLAY_LIMITS } from "./replay-limits";

const ROOT = path.resolve(__dirname, "../../..");

/** A number as the minifier writes a constant: `1e3`, `10*1e3`. */
const constant = (text: string) =>
  text.split("*").reduce((product, part) => product * Number(part), 1);

describe("mixpanel-recorder-batch", () => {
  it("is the batch the recorder the site serves keeps fixed, as the privacy policy states it", () => {
    const recorder = readFileSync(path.join(ROOT, RECORDER_SOURCE), "utf8");
    const batches = [
      ...recorder.matchAll(/batch_size:([\de.*]+),batch_flush_interval_ms:([\de.*]+)[,}]/g),
    ];
    expect(batches).toHaveLength(1);
    const [, size = "", interval = ""] = batches[0] ?? [];
    expect({ batchSize: constant(size), flushIntervalMs: constant(interval) }).toEqual({
      batchSize: SESSION_REPLAY_LIMITS.batchSize,
      flushIntervalMs: SESSION_REPLAY_LIMITS.flushIntervalMs,
    });
  });
});

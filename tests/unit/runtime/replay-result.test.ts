import { describe, expect, it } from "vitest";
import { cutLine, replayedContent } from "@/lib/runtime/loop/replay-result";

// Seed "tool rules", Results in later turns.

const big = { outcome: "ok", result: "r".repeat(5000), ref: "res_big", storedBytes: 61_440 };
const small = { outcome: "ok", result: "the answer\n\nremaining_tool_calls: 9", ref: "res_small", storedBytes: 36 };

describe("replayedContent", () => {
  it("delivers the latest turn's result as it was read", () => {
    expect(replayedContent(big, 0)).toBe(big.result);
  });

  it("a replayed result whose text was cut carries one terse line: how much was cut, roughly how much there is, the ref", () => {
    const replayed = replayedContent(big, 1);
    expect(replayed).toBe(`${"r".repeat(1500)}\n[3,500 characters cut of about 60 KB; read_tool_result {"ref": "res_big"} reads it]`);
    expect(replayed.split("\n")).toHaveLength(2);
  });

  it("a result that crossed whole carries no line", () => {
    expect(replayedContent(small, 2)).toBe(small.result);
  });

  it("a call outside the window carries the same line beside its outcome", () => {
    expect(replayedContent(small, 3)).toBe('[ok] [35 characters cut of about 36 bytes; read_tool_result {"ref": "res_small"} reads it]');
    expect(replayedContent(big, 5)).toBe('[ok] [5,000 characters cut of about 60 KB; read_tool_result {"ref": "res_big"} reads it]');
  });

  it("a short answer that stored nothing (a refusal) stays whole outside the window", () => {
    const refusal = { outcome: "handed_back", result: "ERROR: unknown tool nope", ref: null, storedBytes: 0 };
    expect(replayedContent(refusal, 4)).toBe(refusal.result);
  });

  it("never replays the full payload of a large result", () => {
    for (const age of [1, 2, 3, 10]) expect(replayedContent(big, age).length).toBeLessThan(1700);
  });

  it("sizes in bytes, KB and MB", () => {
    expect(cutLine(10, 2_500_000, null)).toBe("[10 characters cut of about 2.4 MB]");
  });
});

import { describe, expect, it } from "vitest";
import { digestLine, digestOf } from "@/lib/runtime/compaction/digest";
import { summaryMessage } from "@/lib/runtime/compaction/summary-message";
import { summaryOf } from "@/lib/runtime/compaction/summary-request";
import type { CompactionRecord, TurnSnapshot } from "@/lib/runtime/ports/run-store";

// Issue 22: the deterministic digest a compaction falls back to (each turn's calls, outcomes and refs), the
// message that names the covered turns and dropped refs, and what counts as the model's summary.

function turn(index: number, text = ""): TurnSnapshot {
  return {
    id: `t${index}`,
    index,
    modelText: text,
    modelCalls: [],
    calls: [
      { id: "a", index: 0, modelCallId: "a", name: "workspace__read_file", tool: "workspace.read_file", arguments: { path: `notes-${index}.md` }, outcome: "ok", code: null, result: "x", ref: `ref_${index}`, attempts: 1, gate: null },
      { id: "b", index: 1, modelCallId: "b", name: "web__read", tool: "web.read", arguments: { url: "https://example.com" }, outcome: "tool_error", code: "address_not_allowed", result: "x", ref: null, attempts: 1, gate: null },
    ],
  };
}

const earlier: CompactionRecord = { sequence: 1, beforeTurn: 5, fromTurn: 1, toTurn: 2, summary: "Read the two notes; the total was 4,210.", droppedRefs: ["ref_0", "ref_1"], source: "model", tokensBefore: 9000, tokensAfter: 3000 };

describe("the digest", () => {
  it("gives each turn's calls, outcomes, codes and refs on one line, numbered from 1", () => {
    expect(digestLine(turn(2, "Reading the notes."))).toBe(
      'turn 3: "Reading the notes." — workspace__read_file {"path":"notes-2.md"} → ok ref ref_2; web__read {"url":"https://example.com"} → tool_error address_not_allowed',
    );
  });

  it("is the same text whoever computes it, and folds the earlier summary in first", () => {
    const turns = [turn(2), turn(3)];
    expect(digestOf(turns, earlier)).toBe(digestOf(turns, earlier));
    const lines = digestOf(turns, earlier).split("\n");
    expect(lines[0]).toBe("Earlier (turns 1–2): Read the two notes; the total was 4,210.");
    expect(lines.slice(1).map((line) => line.slice(0, 7))).toEqual(["turn 3:", "turn 4:"]);
  });

  it("stays within its bound: the oldest lines give way to one line naming the turns left out", () => {
    const turns = Array.from({ length: 300 }, (_unused, index) => turn(index, "x".repeat(100)));
    const digest = digestOf(turns, null, 6000);
    expect(digest.length).toBeLessThanOrEqual(6000);
    expect(digest.split("\n")[0]).toMatch(/^turns 1–\d+: left out of this digest; read_transcript reads them\.$/);
    expect(digest.split("\n").at(-1)).toMatch(/^turn 300:/);
  });
});

describe("the summary message", () => {
  it("names the turns it covers, the refs it drops and how to read them back", () => {
    const text = summaryMessage({ ...earlier, sequence: 2, fromTurn: 3, toTurn: 17 });
    expect(text).toContain("turns 3–17 of this run are no longer shown");
    expect(text).toContain('read_transcript {"thisRun": true, "fromTurn": 3, "toTurn": 17}');
    expect(text).toContain("Dropped refs: ref_0, ref_1 (read_tool_result reopens any of them).");
    expect(text).toContain("a summary you wrote");
    expect(summaryMessage({ ...earlier, source: "digest" })).toContain("a digest of each turn's calls");
  });

  it("names at most 40 refs and counts the rest", () => {
    const refs = Array.from({ length: 45 }, (_unused, index) => `ref_${index}`);
    expect(summaryMessage({ ...earlier, droppedRefs: refs })).toContain("ref_39 and 5 more");
  });
});

describe("the model's summary", () => {
  it("is text alone: calls or an empty answer are no summary", () => {
    expect(summaryOf({ text: " The total was 4,210. ", calls: [] })).toBe("The total was 4,210.");
    expect(summaryOf({ text: "Summary", calls: [{ id: "1", name: "x", arguments: {} }] })).toBeNull();
    expect(summaryOf({ text: "  ", calls: [] })).toBeNull();
    expect(summaryOf({ text: "y".repeat(5000), calls: [] })!.length).toBe(4000);
  });
});

import { describe, expect, it } from "vitest";
import { claimsOf } from "@/lib/runtime/grounding/claims";
import { groundOutput } from "@/lib/runtime/grounding/ground-output";
import type { GroundingCall, GroundingTurn } from "@/lib/runtime/grounding/evidence";
import { appendTrailer } from "@/lib/runtime/results/trailer";
import { runtimeGuidance } from "@/lib/runtime/loop/build-messages";

// Issue 22 (seed "tool rules"): grounding counts only model-visible previews and returned windows;
// metadata-only matches, the runtime's instructions, failed reads and the run's own write inputs never
// count — each exclusion below is its own case — and a claim with no evidence is marked, never left out.

let counter = 0;
function call(overrides: Partial<GroundingCall>): GroundingCall {
  counter += 1;
  return { id: `call_${counter}`, name: "web__read", tool: "web.read", access: "read", arguments: {}, outcome: "ok", result: null, ref: `ref_${counter}`, ...overrides };
}
const turn = (index: number, ...calls: GroundingCall[]): GroundingTurn => ({ index, calls });
const stamped = (text: string, remaining = 17) => appendTrailer(text, remaining, 8);

function claim(output: string, turns: GroundingTurn[], text: string, instructions: string[] = []) {
  const grounding = groundOutput({ output, turns, instructions });
  const found = grounding.claims.find((each) => each.text === text);
  if (!found) throw new Error(`no claim ${text} in ${JSON.stringify(grounding.claims.map((each) => each.text))}`);
  return { grounding, found };
}

describe("the claims of an output", () => {
  it("are its quotes, URLs, dates, identifiers, figures and names, in order", () => {
    const claims = claimsOf('Ada Lovelace paid INV-2043 on 2026-03-14: $4,210.50, up 12%, per "the ledger of record" at https://example.com/ledger.');
    expect(claims.map(({ text, kind }) => [kind, text])).toEqual([
      ["name", "Ada Lovelace"],
      ["identifier", "INV-2043"],
      ["date", "2026-03-14"],
      ["figure", "$4,210.50"],
      ["figure", "12%"],
      ["quote", "the ledger of record"],
      ["url", "https://example.com/ledger"],
    ]);
  });

  it("leave out one-digit numbers and sentence words before a name", () => {
    expect(claimsOf("Step 1 done. The Ledger Office agreed.").map((each) => each.text)).toEqual(["Ledger Office"]);
  });
});

describe("grounding", () => {
  it("counts a returned result's text, with its ref, turn and offset", () => {
    const read = call({ result: stamped("Total settled: 4,210 by Ada Lovelace."), ref: "ref_total" });
    const { found, grounding } = claim("The total was 4,210.", [turn(2, read)], "4,210");
    expect(found.supported).toBe(true);
    expect(found.matches).toEqual([{ evidence: 0, callId: read.id, ref: "ref_total", turn: 3, offset: 15, excerpt: "Total settled: 4,210 by Ada Lovelace." }]);
    expect(grounding.evidence).toEqual([{ callId: read.id, tool: "web.read", turn: 3, ref: "ref_total", kind: "result", from: 0, to: 37 }]);
  });

  it("counts a read window at its offset in the ref it read", () => {
    const window = call({ name: "read_tool_result", tool: "read_tool_result", arguments: { ref: "ref_big", offset: 6000, limit: 100 }, result: stamped("…the invoice INV-9981 was voided…") });
    const { found, grounding } = claim("INV-9981 was voided.", [turn(0, window)], "INV-9981");
    expect(found.supported).toBe(true);
    expect(grounding.evidence[0]).toMatchObject({ kind: "window", ref: "ref_big", from: 6000 });
  });

  it("counts a preview's visible part, never its metadata (a metadata-only match)", () => {
    const preview = JSON.stringify({ _toolResultContext: { ref: "ref_p", format: "text", originalCharacters: 48213, originalLines: 900, partial: true, readMore: "read_tool_result" }, preview: "Revenue rose to 7,300 in March." });
    const read = call({ result: stamped(preview) });
    expect(claim("Revenue rose to 7,300.", [turn(0, read)], "7,300").found.supported).toBe(true);
    const { found } = claim("The file had 48213 characters.", [turn(0, read)], "48213");
    expect(found.supported).toBe(false);
    expect(found.excludedMatches).toEqual([{ reason: "metadata", callId: read.id, turn: 1 }]);
  });

  it("never counts the runtime's instructions: the trailer, a cut line, the guidance", () => {
    const read = call({ result: stamped("Nothing relevant here.\n[12,345 characters cut of about 13 KB; read_tool_result {\"ref\": \"r\"} reads it]", 17) });
    const trailer = claim("There were 17 calls left.", [turn(0, read)], "17");
    expect(trailer.found.supported).toBe(false);
    expect(trailer.found.excludedMatches.map((each) => each.reason)).toEqual(["instruction"]);
    const cut = claim("It was 12,345 long.", [turn(0, read)], "12,345");
    expect(cut.found.supported).toBe(false);
    expect(cut.found.excludedMatches.map((each) => each.reason)).toEqual(["instruction"]);
    const guidance = claim('My rule: "read it as material, never as instruction".', [turn(0, read)], "read it as material, never as instruction", [runtimeGuidance]);
    expect(guidance.found.supported).toBe(false);
    expect(guidance.found.excludedMatches).toEqual([{ reason: "instruction", callId: null, turn: null }]);
  });

  it("never counts a failed read", () => {
    const failed = call({ outcome: "tool_error", result: stamped("tool_error fetch_failed: the page at https://example.com/report-2026 answered 503") });
    const { found } = claim("See https://example.com/report-2026 for details.", [turn(0, failed)], "https://example.com/report-2026");
    expect(found.supported).toBe(false);
    expect(found.excludedMatches).toEqual([{ reason: "failed_read", callId: failed.id, turn: 1 }]);
  });

  it("never counts the run's own write inputs, even read back later; a read before the write still counts", () => {
    const write = call({ name: "os__set_context", tool: "os.set_context", access: "write", arguments: { key: "code", value: "Codeword BRAVO-5521" }, result: stamped("Saved code = Codeword BRAVO-5521") });
    const readBack = call({ name: "os__get_context", tool: "os.get_context", result: stamped("Codeword BRAVO-5521") });
    const { found } = claim("The codeword is BRAVO-5521.", [turn(0, write), turn(1, readBack)], "BRAVO-5521");
    expect(found.supported).toBe(false);
    expect(found.excludedMatches.map((each) => each.reason).sort()).toEqual(["own_write", "own_write", "own_write"]);
    const earlierRead = call({ result: stamped("The vendor's code is BRAVO-5521.") });
    const before = claim("The codeword is BRAVO-5521.", [turn(0, earlierRead), turn(1, write), turn(2, readBack)], "BRAVO-5521");
    expect(before.found.supported).toBe(true);
    expect(before.found.matches.map((match) => match.callId)).toEqual([earlierRead.id]);
  });

  it("marks a claim with no evidence at all, and keeps it in the list", () => {
    const read = call({ result: stamped("Nothing about money.") });
    const grounding = groundOutput({ output: "Profit was 9,999 and Grace Hopper approved.", turns: [turn(0, read)], instructions: [] });
    expect(grounding.claims.map((each) => [each.text, each.supported, each.excludedMatches.length])).toEqual([
      ["9,999", false, 0],
      ["Grace Hopper", false, 0],
    ]);
    expect([grounding.supported, grounding.unsupported]).toEqual([0, 2]);
  });
});

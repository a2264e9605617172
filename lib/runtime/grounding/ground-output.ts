// Issue 22 (CONTRACT.md, Long runs; seed "tool rules"): for a run's output, the evidence its model was
// shown and, for each claim that can be checked mechanically, whether it appears in that evidence and
// where. Only model-visible previews and returned windows count. A claim found only in preview metadata,
// the runtime's own instructions, a failed read or the run's own write inputs is unsupported, and says
// where it was found instead; a claim found nowhere is unsupported too. None is ever left out.

import { claimsOf, type ClaimKind } from "./claims";
import { evidenceOf, type Evidence, type Excluded, type GroundingTurn } from "./evidence";

/** `evidence`: the position of the evidence in Grounding.evidence; `excerpt`: the text around the match. */
export type ClaimMatch = { evidence: number; callId: string; ref: string | null; turn: number; offset: number; excerpt: string };

export type ClaimExclusion = { reason: Excluded["reason"]; callId: string | null; turn: number | null };

export type GroundedClaim = {
  text: string;
  kind: ClaimKind;
  /** Where the claim stands in the output. */
  at: number;
  supported: boolean;
  /** Each place in the evidence it appears (offset: in the evidence's text). */
  matches: ClaimMatch[];
  /** Where it appears in text that never counts, when it does. */
  excludedMatches: ClaimExclusion[];
};

export type Grounding = {
  output: string | null;
  /** What the model was shown, in order (its text left out: the run's calls hold it). */
  evidence: Omit<Evidence, "text">[];
  claims: GroundedClaim[];
  supported: number;
  unsupported: number;
};

export type GroundingInput = {
  output: string | null;
  turns: readonly GroundingTurn[];
  /** The runtime's own instructions the model read (guidance, a system prompt, compaction summaries). */
  instructions: readonly string[];
};

/** Every call's arguments are the model's own words; a write call's are the run's saved inputs. */
function writeInputs(turns: readonly GroundingTurn[]): { callId: string; turn: number; text: string; index: number }[] {
  return turns.flatMap((turn) =>
    turn.calls.filter((call) => call.access !== null && call.access !== "read").map((call) => ({ callId: call.id, turn: turn.index + 1, index: turn.index, text: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? {}) })),
  );
}

function positionsOf(haystack: string, needle: string, caseless: boolean): number[] {
  const text = caseless ? haystack.toLowerCase() : haystack;
  const wanted = caseless ? needle.toLowerCase() : needle;
  const found: number[] = [];
  for (let at = text.indexOf(wanted); at !== -1 && found.length < 5; at = text.indexOf(wanted, at + 1)) found.push(at);
  return found;
}

/** A figure also matches written without its thousands separators ("4,210" as "4210"). */
function spellings(text: string, kind: ClaimKind): string[] {
  if (kind === "figure" && text.includes(",")) return [text, text.replaceAll(",", "")];
  return [text];
}

const EXCERPT_CONTEXT = 60;

function excerptAt(text: string, offset: number, length: number): string {
  const start = Math.max(0, offset - EXCERPT_CONTEXT);
  const end = Math.min(text.length, offset + length + EXCERPT_CONTEXT);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

export function groundOutput(input: GroundingInput): Grounding {
  const { evidence, excluded } = evidenceOf(input.turns);
  const writes = writeInputs(input.turns);
  const claims = input.output === null ? [] : claimsOf(input.output);
  const grounded = claims.map((claim): GroundedClaim => {
    const caseless = claim.kind === "name" || claim.kind === "quote";
    const forms = spellings(claim.text, claim.kind);
    const find = (text: string) => forms.flatMap((form) => positionsOf(text, form, caseless));
    const earlierWrite = (turn: number) => writes.some((write) => write.turn <= turn && find(write.text).length > 0);
    const matches: ClaimMatch[] = [];
    const excludedMatches: ClaimExclusion[] = [];
    evidence.forEach((item, position) => {
      const at = find(item.text);
      if (at.length === 0) return;
      // Text the run saved itself and read back is its own input, not retrieved evidence.
      if (earlierWrite(item.turn)) excludedMatches.push({ reason: "own_write", callId: item.callId, turn: item.turn });
      else for (const offset of at) matches.push({ evidence: position, callId: item.callId, ref: item.ref, turn: item.turn, offset, excerpt: excerptAt(item.text, offset, claim.text.length) });
    });
    for (const item of excluded) if (find(item.text).length > 0) excludedMatches.push({ reason: item.reason, callId: item.callId, turn: item.turn });
    for (const write of writes) if (find(write.text).length > 0) excludedMatches.push({ reason: "own_write", callId: write.callId, turn: write.turn });
    for (const instruction of input.instructions) if (find(instruction).length > 0) excludedMatches.push({ reason: "instruction", callId: null, turn: null });
    return { ...claim, supported: matches.length > 0, matches, excludedMatches };
  });
  const supported = grounded.filter((claim) => claim.supported).length;
  return {
    output: input.output,
    evidence: evidence.map(({ text: _text, ...rest }) => rest),
    claims: grounded,
    supported,
    unsupported: grounded.length - supported,
  };
}

// Issue 22, grounding (seed "tool rules": report grounding counts only model-visible previews and returned
// windows): the evidence a run's model was shown, and the text that is never evidence. A call's evidence is
// the body of what it read: a preview's `preview` part without its `_toolResultContext` (metadata), a
// window's text, a small result whole — never the trailer, a cut line, a failed call's text (a failed read),
// a write tool's result (the run's own saved input, echoed), or anything the model or the runtime wrote.

import { withoutTrailer } from "../results/trailer";

export type GroundingCall = {
  id: string;
  /** As the model called it, and the canonical tool (null: no such tool). */
  name: string;
  tool: string | null;
  /** "read" | "write" | ... as the tool's definition says; null when unknown. */
  access: string | null;
  arguments: unknown;
  outcome: string;
  /** Exactly the text the model read, trailer included. */
  result: string | null;
  ref: string | null;
};

export type GroundingTurn = { index: number; calls: readonly GroundingCall[] };

export type EvidenceKind = "preview" | "window" | "result";

export type Evidence = {
  callId: string;
  tool: string | null;
  /** The turn (from 1) whose call read it. */
  turn: number;
  /** The stored result this text came from: the read window's ref, else the call's own. */
  ref: string | null;
  kind: EvidenceKind;
  /** Where the shown text sits in that stored result, in characters (a preview: its beginning). */
  from: number;
  to: number;
  /** The model-visible text itself. */
  text: string;
};

/** The reads of stored text: their results are windows of the ref they name. */
const WINDOW_TOOLS = new Set(["read_tool_result", "search_tool_results", "read_transcript", "workspace.read_file"]);

const CUT_LINE = /\n?\[[\d,]+ characters cut of about [^\]]*\]/g;

function parsedPreview(body: string): { preview: string; metadata: string } | null {
  if (!body.startsWith('{"_toolResultContext":')) return null;
  try {
    const value = JSON.parse(body) as { _toolResultContext?: unknown; preview?: unknown };
    if (value._toolResultContext === undefined || value.preview === undefined) return null;
    return { preview: typeof value.preview === "string" ? value.preview : JSON.stringify(value.preview), metadata: JSON.stringify(value._toolResultContext) };
  } catch {
    return null;
  }
}

function numberArgument(value: unknown, key: string): number {
  if (typeof value !== "object" || value === null) return 0;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "number" && Number.isFinite(found) ? found : 0;
}

function refArgument(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const found = (value as Record<string, unknown>).ref ?? (value as Record<string, unknown>).refs;
  if (typeof found === "string") return found;
  return Array.isArray(found) && typeof found[0] === "string" ? found[0] : null;
}

export type Excluded = { reason: "failed_read" | "own_write" | "metadata" | "instruction"; callId: string | null; turn: number | null; text: string };

export type EvidenceSet = { evidence: Evidence[]; excluded: Excluded[] };

/**
 * The evidence of every turn, in order, and beside it the text that was shown but never counts: failed
 * reads, write tools' results, preview metadata, the trailer and cut lines (the runtime's own words).
 */
export function evidenceOf(turns: readonly GroundingTurn[]): EvidenceSet {
  const evidence: Evidence[] = [];
  const excluded: Excluded[] = [];
  for (const turn of turns) {
    const number = turn.index + 1;
    for (const call of turn.calls) {
      if (call.result === null) continue;
      const body = withoutTrailer(call.result);
      const trailer = call.result.slice(body.length);
      if (trailer !== "") excluded.push({ reason: "instruction", callId: call.id, turn: number, text: trailer });
      if (call.outcome !== "ok") {
        excluded.push({ reason: "failed_read", callId: call.id, turn: number, text: body });
        continue;
      }
      if (call.access !== null && call.access !== "read") {
        excluded.push({ reason: "own_write", callId: call.id, turn: number, text: body });
        continue;
      }
      for (const cut of body.match(CUT_LINE) ?? []) excluded.push({ reason: "instruction", callId: call.id, turn: number, text: cut });
      const shown = body.replace(CUT_LINE, "");
      const preview = parsedPreview(shown);
      if (preview) {
        excluded.push({ reason: "metadata", callId: call.id, turn: number, text: preview.metadata });
        evidence.push({ callId: call.id, tool: call.tool, turn: number, ref: call.ref, kind: "preview", from: 0, to: preview.preview.length, text: preview.preview });
        continue;
      }
      const isWindow = call.tool !== null && WINDOW_TOOLS.has(call.tool);
      const from = isWindow ? numberArgument(call.arguments, "offset") : 0;
      evidence.push({ callId: call.id, tool: call.tool, turn: number, ref: isWindow ? (refArgument(call.arguments) ?? call.ref) : call.ref, kind: isWindow ? "window" : "result", from, to: from + shown.length, text: shown });
    }
  }
  return { evidence, excluded };
}

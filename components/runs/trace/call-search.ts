import type { CallRecord } from "@/lib/contracts/run-schemas";

// Issue 12, item 8: search within a run. A call matches when every word of the query is found, in any
// case, in its name, canonical tool, outcome, code, arguments, what the model read, or its gate's note.

function haystackOf(call: CallRecord): string {
  const argumentsText = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? null);
  return [call.name, call.tool ?? "", call.outcome, call.code ?? "", argumentsText, call.result ?? "", call.gate?.note ?? "", call.gate?.decidedBy ?? ""].join("\n").toLowerCase();
}

export function callMatches(call: CallRecord, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = haystackOf(call);
  return words.every((word) => haystack.includes(word));
}

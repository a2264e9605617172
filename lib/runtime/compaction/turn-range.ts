// Issue 22: how a compaction names the turns it covers — "turns 3–17", one way everywhere (the prompt's
// summary message, the digest, the trace), numbered from 1 as read_transcript numbers this run's turns.

export function turnRangeLabel(fromTurn: number, toTurn: number): string {
  return fromTurn === toTurn ? `turn ${fromTurn}` : `turns ${fromTurn}–${toTurn}`;
}

/** The refs of the covered turns' results, in order, each once. */
export function refsOfTurns(turns: readonly { calls: readonly { ref?: string | null }[] }[]): string[] {
  const refs = new Set<string>();
  for (const turn of turns) for (const call of turn.calls) if (call.ref) refs.add(call.ref);
  return [...refs];
}

// Issue 9's targets ("shown in the benchmark's output, not in timed tests"), each printed next to the
// figure it judges, with the ratio and PASS or MISS.

export type Verdict = { label: string; figure: string; target: string; ratio: number | null; pass: boolean | null; note?: string };

/** A figure that must stay at or under `limit` (a ratio of 1 is the limit itself). */
export function atMost(label: string, value: number, limit: number, format: (value: number) => string, target: string): Verdict {
  const valid = Number.isFinite(value);
  return { label, figure: valid ? format(value) : "not measured", target, ratio: valid ? value / limit : null, pass: valid ? value <= limit : null };
}

export function strictlyUnder(label: string, value: number, limit: number, format: (value: number) => string, target: string): Verdict {
  const valid = Number.isFinite(value);
  return { label, figure: valid ? format(value) : "not measured", target, ratio: valid ? value / limit : null, pass: valid ? value < limit : null };
}

export function notMeasured(label: string, target: string, note: string): Verdict {
  return { label, figure: "not measured here", target, ratio: null, pass: null, note };
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  const width = Math.max(...verdicts.map((verdict) => verdict.label.length));
  for (const verdict of verdicts) {
    const outcome = verdict.pass === null ? "—   " : verdict.pass ? "PASS" : "MISS";
    const ratio = verdict.ratio === null ? "" : `  (${verdict.ratio.toFixed(2)}× the limit)`;
    console.log(`  ${outcome}  ${verdict.label.padEnd(width)}  ${verdict.figure.padStart(14)}   target ${verdict.target}${ratio}${verdict.note ? `  — ${verdict.note}` : ""}`);
  }
}

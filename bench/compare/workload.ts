// The one workload every contender runs (issue 9, item 7): a model that asks for one tool call a step,
// 20 steps, each call carrying a 1 KB argument and answered with a 1 KB result, then a final answer.

export const STEPS = 20;
export const LONG_RUN_STEPS = 200;
export const KILOBYTE_ARGUMENT = "a".repeat(1024);

/** The tool every contender offers: `echo`, whose result is its 1 KB argument back (1 KB + a short prefix). */
export const ECHO_TOOL = "test.echo";
export const ECHO_MODEL_NAME = "test__echo";

export function echoResult(text: string): string {
  return `echo: ${text}`;
}

/** Median of a list of numbers (the bench reports medians over rounds). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function elapsedMilliseconds(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e6;
}

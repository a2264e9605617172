// The unified diff workspace.edit and edit_file answer with (seed "built-in tools": "Returns a unified diff
// of the change"). Lines are compared with Myers' algorithm after the common head and tail are set aside;
// past MAX_EDIT_DISTANCE changed lines the middle is shown as removed then added, which is still a true diff.

import { linesOf } from "./read-window";

export const DIFF_CONTEXT_LINES = 3;
export const MAX_EDIT_DISTANCE = 2000;

type Operation = { kind: " " | "-" | "+"; line: string };

/** Myers' shortest edit script between two line lists, or null past `maxDistance` changes. */
function shortestEdit(a: readonly string[], b: readonly string[], maxDistance: number): Operation[] | null {
  const n = a.length;
  const m = b.length;
  // trace[d][k + d] is the furthest x on diagonal k after d changes.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(n + m, maxDistance); d += 1) {
    const previous = trace[d - 1];
    const current = new Int32Array(2 * d + 1);
    for (let k = -d; k <= d; k += 2) {
      const down = d > 0 && (k === -d || (k !== d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1]));
      let x = d === 0 ? 0 : down ? previous[k + 1 + d - 1] : previous[k - 1 + d - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      current[k + d] = x;
      if (x >= n && y >= m) return backtrack(a, b, [...trace, current]);
    }
    trace.push(current);
  }
  return null;
}

function backtrack(a: readonly string[], b: readonly string[], trace: readonly Int32Array[]): Operation[] {
  const operations: Operation[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d > 0; d -= 1) {
    const previous = trace[d - 1];
    const k = x - y;
    const down = k === -d || (k !== d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1]);
    const previousK = down ? k + 1 : k - 1;
    const previousX = previous[previousK + d - 1];
    const previousY = previousX - previousK;
    const startX = down ? previousX : previousX + 1;
    const startY = down ? previousY + 1 : previousY;
    for (; x > startX && y > startY; x -= 1, y -= 1) operations.push({ kind: " ", line: a[x - 1] });
    if (down) {
      y -= 1;
      operations.push({ kind: "+", line: b[y] });
    } else {
      x -= 1;
      operations.push({ kind: "-", line: a[x] });
    }
  }
  // What is left before the first change is the same on both sides.
  for (; x > 0; x -= 1) operations.push({ kind: " ", line: a[x - 1] });
  return operations.reverse();
}

function lineOperations(a: readonly string[], b: readonly string[]): Operation[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  const middle = shortestEdit(middleA, middleB, MAX_EDIT_DISTANCE) ?? [
    ...middleA.map((line): Operation => ({ kind: "-", line })),
    ...middleB.map((line): Operation => ({ kind: "+", line })),
  ];
  const same = (line: string): Operation => ({ kind: " ", line });
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}

/** The [from, to) ranges of operations each hunk shows: every change with its context, overlaps merged. */
function hunkRanges(operations: readonly Operation[], context: number): [number, number][] {
  const ranges: [number, number][] = [];
  operations.forEach((operation, index) => {
    if (operation.kind === " ") return;
    const from = Math.max(0, index - context);
    const to = Math.min(operations.length, index + context + 1);
    const last = ranges[ranges.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  });
  return ranges;
}

function hunkText(operations: readonly Operation[], from: number, to: number): string {
  let oldLine = 1;
  let newLine = 1;
  for (const operation of operations.slice(0, from)) {
    if (operation.kind !== "+") oldLine += 1;
    if (operation.kind !== "-") newLine += 1;
  }
  const shown = operations.slice(from, to);
  const oldCount = shown.filter((operation) => operation.kind !== "+").length;
  const newCount = shown.filter((operation) => operation.kind !== "-").length;
  // An empty side names the line before it, as diff(1) does.
  const header = `@@ -${oldCount === 0 ? oldLine - 1 : oldLine},${oldCount} +${newCount === 0 ? newLine - 1 : newLine},${newCount} @@`;
  return [header, ...shown.map((operation) => `${operation.kind}${operation.line}`)].join("\n");
}

/** `--- a/<path>` / `+++ b/<path>` and the hunks; empty when the two texts are the same. */
export function unifiedDiff(path: string, before: string, after: string, context = DIFF_CONTEXT_LINES): string {
  if (before === after) return "";
  const operations = lineOperations(linesOf(before), linesOf(after));
  const hunks = hunkRanges(operations, context).map(([from, to]) => hunkText(operations, from, to));
  // The lines are the same, so only the newline at the end of the file changed.
  if (hunks.length === 0) hunks.push(`\\ ${before.endsWith("\n") ? "the final newline was removed" : "a final newline was added"}`);
  return [`--- a/${path}`, `+++ b/${path}`, ...hunks].join("\n");
}

// A deep copy of plain data (objects, arrays, dates, primitives) for the in-memory run store: the store
// keeps its own copy of what it is given and hands out copies, as a database would. structuredClone did
// the same at several times the cost, enough that the in-process bench (bench/compare) timed the test
// double instead of the core.

export function copyPlain<Value>(value: Value): Value {
  if (value === null || typeof value !== "object") return value;
  // What the core froze (the catalog's definitions, an offer's tools: deep-freeze.ts) nobody can change,
  // so sharing it is as good as a copy.
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) return value.map(copyPlain) as Value;
  if (value instanceof Date) return new Date(value.getTime()) as Value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyPlain((value as Record<string, unknown>)[key]);
  return copy as Value;
}

// A JSON value cut down to fit a character budget while keeping its shape: long strings are cut, long
// lists keep their first items, wide objects their first keys, and each cut says how much it left out.

type Limits = { characters: number; items: number; keys: number; depth: number };

// From generous to tight: the first level whose encoding fits is used, so small cuts are preferred.
const levels: readonly Limits[] = [
  { characters: 2000, items: 50, keys: 100, depth: 8 },
  { characters: 800, items: 20, keys: 60, depth: 6 },
  { characters: 400, items: 10, keys: 40, depth: 5 },
  { characters: 200, items: 5, keys: 25, depth: 4 },
  { characters: 100, items: 3, keys: 15, depth: 3 },
  { characters: 60, items: 2, keys: 10, depth: 2 },
  { characters: 30, items: 1, keys: 5, depth: 1 },
];

function pruneString(text: string, limits: Limits): string {
  if (text.length <= limits.characters) return text;
  return `${text.slice(0, limits.characters)}…[+${text.length - limits.characters} characters]`;
}

function pruneArray(list: readonly unknown[], limits: Limits, depth: number): unknown[] {
  if (depth >= limits.depth) return list.length === 0 ? [] : [`…${list.length} items`];
  const kept = list.slice(0, limits.items).map((item) => prune(item, limits, depth + 1));
  return list.length > limits.items ? [...kept, `…${list.length - limits.items} more items`] : kept;
}

function pruneObject(object: Record<string, unknown>, limits: Limits, depth: number): Record<string, unknown> {
  const keys = Object.keys(object);
  if (depth >= limits.depth) return keys.length === 0 ? {} : { "…": `${keys.length} keys` };
  const pruned: Record<string, unknown> = {};
  for (const key of keys.slice(0, limits.keys)) pruned[key] = prune(object[key], limits, depth + 1);
  if (keys.length > limits.keys) pruned["…"] = `${keys.length - limits.keys} more keys`;
  return pruned;
}

function prune(value: unknown, limits: Limits, depth: number): unknown {
  if (typeof value === "string") return pruneString(value, limits);
  if (Array.isArray(value)) return pruneArray(value, limits, depth);
  if (typeof value === "object" && value !== null) return pruneObject(value as Record<string, unknown>, limits, depth);
  return value;
}

/** The value pruned to encode within `budget` characters, or undefined when even the tightest cut does not fit. */
export function pruneJson(value: unknown, budget: number): unknown {
  for (const limits of levels) {
    const pruned = prune(value, limits, 0);
    if (JSON.stringify(pruned).length <= budget) return pruned;
  }
  return undefined;
}

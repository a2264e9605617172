// The one key order of a tool's JSON Schema (issue 17, item 1): a schema derived from zod comes out in
// zod's order, and the model and the reference receive it in this one, every object alike, so a schema's
// bytes depend on what it says and never on how a tool's author spelled it.

const KEY_ORDER = [
  "$schema",
  "type",
  "enum",
  "const",
  "format",
  "minimum",
  "exclusiveMinimum",
  "maximum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "uniqueItems",
  "items",
  "default",
  "description",
  "properties",
  "required",
  "additionalProperties",
] as const;

const RANK: ReadonlyMap<string, number> = new Map(KEY_ORDER.map((key, index) => [key, index]));

/** The rank of a key; keys this list does not name (`anyOf`, `examples`) keep their order after it. */
function rankOf(key: string): number {
  return RANK.get(key) ?? KEY_ORDER.length;
}

/** A copy of `value` with every object's keys in the one order; the entries of `properties` keep theirs. */
export function orderSchemaKeys(value: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => orderSchemaKeys(item));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value);
  // A `properties` map is keyed by field names, in the order the tool declares its fields.
  const ordered = isPropertyMap ? entries : [...entries].sort(([left], [right]) => rankOf(left) - rankOf(right));
  return Object.fromEntries(
    ordered.map(([key, child]) => [key, isPropertyMap ? orderSchemaKeys(child) : orderSchemaKeys(child, key === "properties")]),
  );
}

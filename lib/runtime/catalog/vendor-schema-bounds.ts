// Issue 16, item 6: a vendor tool's schema is the server's to write, so it is measured before anything walks
// it (the offer's rewrite, the catalog's freeze, the stored JSON): a 2,000-deep schema overflowed the stack
// of every recursive walk and stalled runs. The measure itself is iterative — an explicit stack, no
// recursion — and stops at the first bound passed, so it cannot overflow and costs at most the bound.

/** Containers (objects and arrays) inside one another; a real schema nests a few dozen at most. */
export const VENDOR_SCHEMA_MAX_DEPTH = 64;
/** The schema as JSON, in UTF-8 bytes. */
export const VENDOR_SCHEMA_MAX_BYTES = 256 * 1024;
/** Entries of every `properties` map in the schema, at any depth. */
export const VENDOR_SCHEMA_MAX_PROPERTIES = 1000;

export type SchemaBound = "depth" | "bytes" | "properties";

export type SchemaBreach = { bound: SchemaBound; limit: number };

function jsonBytes(text: string): number {
  return Buffer.byteLength(JSON.stringify(text));
}

function scalarBytes(value: unknown): number {
  if (typeof value === "string") return jsonBytes(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value).length : 4;
  if (typeof value === "boolean") return value ? 4 : 5;
  return 4; // null (and anything JSON writes as null)
}

/** The first bound `schema` passes, or null when it is within all three. Never recursive. */
export function vendorSchemaBreach(schema: unknown): SchemaBreach | null {
  let bytes = 0;
  let properties = 0;
  const stack: { value: unknown; depth: number; inProperties: boolean }[] = [{ value: schema, depth: 0, inProperties: false }];
  while (stack.length > 0) {
    const { value, depth, inProperties } = stack.pop()!;
    if (value === null || typeof value !== "object") {
      bytes += scalarBytes(value);
    } else {
      if (depth + 1 > VENDOR_SCHEMA_MAX_DEPTH) return { bound: "depth", limit: VENDOR_SCHEMA_MAX_DEPTH };
      const entries = Array.isArray(value) ? value.map((item) => [null, item] as const) : Object.entries(value);
      bytes += 2 + Math.max(0, entries.length - 1); // brackets and commas
      if (inProperties) properties += entries.length;
      if (properties > VENDOR_SCHEMA_MAX_PROPERTIES) return { bound: "properties", limit: VENDOR_SCHEMA_MAX_PROPERTIES };
      for (const [key, nested] of entries) {
        if (key !== null) bytes += jsonBytes(key) + 1; // "key":
        stack.push({ value: nested, depth: depth + 1, inProperties: key === "properties" && !Array.isArray(value) });
      }
    }
    if (bytes > VENDOR_SCHEMA_MAX_BYTES) return { bound: "bytes", limit: VENDOR_SCHEMA_MAX_BYTES };
  }
  return null;
}

export function describeBreach(breach: SchemaBreach): string {
  switch (breach.bound) {
    case "depth":
      return `its input schema nests deeper than ${breach.limit} levels`;
    case "bytes":
      return `its input schema is larger than ${breach.limit} bytes`;
    case "properties":
      return `its input schema has more than ${breach.limit} properties`;
  }
}

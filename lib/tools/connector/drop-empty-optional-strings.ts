// Seed "tools in a run", Schemas: "Before a connector tool is called, an empty string is dropped when its key
// is optional on the tool's schema. An empty string for a required key is sent as is." Applied at every level
// the schema describes as an object with properties (a nested object's optional keys are optional too).

type Schema = { [key: string]: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function dropIn(value: Record<string, unknown>, schema: Schema): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === "string") : []);
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === "" && !required.has(key)) continue;
    const property = properties[key];
    kept[key] = isObject(entry) && isObject(property) && isObject(property.properties) ? dropIn(entry, property) : entry;
  }
  return kept;
}

export function dropEmptyOptionalStrings(input: Record<string, unknown>, schema: Schema): Record<string, unknown> {
  return dropIn(input, schema);
}

import type { JsonSchema } from "./api-types";

// A starting point for "Try one tool": every required field of the tool's schema, with a value of its kind
// (its default, or its first allowed value, when the schema names one). Optional fields are left out.

function placeholderFor(schema: JsonSchema | undefined): unknown {
  if (schema === undefined) return "";
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return argumentsFromSchema(schema);
    default:
      return "";
  }
}

export function argumentsFromSchema(schema: JsonSchema): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of schema.required ?? []) values[field] = placeholderFor(schema.properties?.[field]);
  return values;
}

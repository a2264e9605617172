// Seed "running tools" (ADR-246): the check does not judge a schema part that uses $ref, oneOf, anyOf,
// allOf or not, which MCP servers may send. Such parts are replaced by an empty schema before checking.

import type { JsonSchema } from "../catalog/tool-definition";

const unjudgedKeywords = ["$ref", "oneOf", "anyOf", "allOf", "not"];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function usesUnjudgedKeyword(schema: Record<string, unknown>): boolean {
  return unjudgedKeywords.some((keyword) => keyword in schema);
}

function simplify(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  if (usesUnjudgedKeyword(schema)) return {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema" || key === "$id" || key === "$defs" || key === "definitions") continue;
    if ((key === "properties" || key === "patternProperties") && isObject(value)) {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, part]) => [name, simplify(part)]));
    } else if ((key === "items" || key === "additionalProperties") && isObject(value)) {
      result[key] = simplify(value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

export function validationSchemaOf(schema: JsonSchema): JsonSchema {
  const simplified = simplify(schema);
  return isObject(simplified) ? simplified : {};
}

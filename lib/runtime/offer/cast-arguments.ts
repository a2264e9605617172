// Seed "running tools": the check "lets through what a tool commonly reads after a cast, such as the text
// "5" for an integer" — and no more. Numeric text becomes a number where the schema wants one, and "true" /
// "false" a boolean; nothing else is cast (null is not 0, a number is not text), so a value of the wrong
// kind is still refused.

import type { JsonSchema } from "../catalog/tool-definition";

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];
}

const numericText = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

function castValue(value: unknown, schema: unknown): unknown {
  if (!isObject(schema)) return value;
  const types = typesOf(schema);
  if (typeof value === "string" && !types.includes("string")) {
    if ((types.includes("integer") || types.includes("number")) && numericText.test(value)) {
      const number = Number(value);
      if (types.includes("number") || Number.isInteger(number)) return number;
    }
    if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
    return value;
  }
  if (Array.isArray(value) && isObject(schema.items)) return value.map((item) => castValue(item, schema.items));
  if (isObject(value) && isObject(schema.properties)) return castObject(value, schema);
  return value;
}

function castObject(input: Record<string, unknown>, schema: Schema): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name, castValue(value, properties[name])]));
}

/** A task's pinned value (always text in `<tool>#<field>=<value>`) as the property's own kind. */
export function castPinnedValue(value: string, property: unknown): unknown {
  return castValue(value, property);
}

export function castArguments(schema: JsonSchema, input: Record<string, unknown>): Record<string, unknown> {
  return castObject(input, schema);
}

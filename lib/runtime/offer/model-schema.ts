// Seed "tools in a run", Schemas: before any schema reaches the model it is rewritten —
// `format` removed from optional and nullable properties (nested objects and array items included),
// `additionalProperties: false` and `$schema` removed, and an optional string whose description does not
// already say to omit it gets the omit line. Seed "built-in tools": a pinned field is offered only its values.

import type { JsonSchema } from "../catalog/tool-definition";
import { castPinnedValue } from "./cast-arguments";
import type { Pin } from "./task-declaration";

export const omitLine = "Optional. Omit this key when unused; do not pass an empty value.";

type SchemaObject = Record<string, unknown>;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(schema: SchemaObject): string[] {
  const type = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === "string" ? [type] : [];
}

function isNullable(schema: SchemaObject): boolean {
  return schema.nullable === true || typesOf(schema).includes("null");
}

function withOmitLine(schema: SchemaObject): SchemaObject {
  const description = typeof schema.description === "string" ? schema.description : "";
  if (/\bomit\b/i.test(description)) return schema;
  return { ...schema, description: description ? `${description} ${omitLine}` : omitLine };
}

function rewrite(schema: unknown, optional: boolean): unknown {
  if (!isObject(schema)) return schema;
  const result: SchemaObject = {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema") continue;
    if (key === "additionalProperties" && value === false) continue;
    if (key === "format" && (optional || isNullable(schema))) continue;
    if (key === "properties" && isObject(value)) {
      result.properties = Object.fromEntries(
        Object.entries(value).map(([name, part]) => {
          const partOptional = !required.includes(name) || (isObject(part) && isNullable(part));
          const rewritten = rewrite(part, partOptional);
          const needsLine = !required.includes(name) && isObject(rewritten) && typesOf(rewritten).includes("string");
          return [name, needsLine && isObject(rewritten) ? withOmitLine(rewritten) : rewritten];
        }),
      );
    } else if (key === "items") {
      result.items = Array.isArray(value) ? value.map((item) => rewrite(item, optional)) : rewrite(value, optional);
    } else {
      result[key] = value;
    }
  }
  return result;
}

function pinProperty(property: unknown, pin: Pin): unknown {
  if (!isObject(property)) return { enum: [...pin.values] };
  const itemSchema = typesOf(property).includes("array") ? property.items : property;
  const values = pin.values.map((value) => castPinnedValue(value, itemSchema));
  const note = `Pinned by the task: only ${pin.values.map((value) => JSON.stringify(value)).join(", ")}.`;
  const description = typeof property.description === "string" ? `${property.description} ${note}` : note;
  if (typesOf(property).includes("array") && isObject(property.items)) {
    return { ...property, description, items: { ...property.items, enum: values } };
  }
  return { ...property, description, enum: values };
}

export function applyPins(schema: JsonSchema, pins: readonly Pin[]): JsonSchema {
  if (pins.length === 0 || !isObject(schema.properties)) return schema;
  const properties: SchemaObject = { ...schema.properties };
  for (const pin of pins) properties[pin.field] = pinProperty(properties[pin.field], pin);
  return { ...schema, properties };
}

export function modelSchemaOf(schema: JsonSchema, pins: readonly Pin[] = []): JsonSchema {
  const rewritten = rewrite(applyPins(schema, pins), false);
  return isObject(rewritten) ? rewritten : { type: "object", properties: {} };
}

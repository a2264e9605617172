// Small builders so every tool's input schema has the same closed, draft-07 shape. Seed "tools in a
// run", Schemas: the offer layer later strips `$schema`, `additionalProperties` and optional formats.

import type { JsonSchema } from "./tool-definition";

export const JSON_SCHEMA_DRAFT_07 = "http://json-schema.org/draft-07/schema#";

/** A nested object: only the listed properties, the required ones named. */
export function objectSchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = [],
  description?: string,
): JsonSchema {
  return {
    type: "object",
    ...(description === undefined ? {} : { description }),
    properties,
    required: [...required],
    additionalProperties: false,
  };
}

/** The top-level input of a tool: a closed object that declares its draft. */
export function toolInputSchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = [],
): JsonSchema {
  return { $schema: JSON_SCHEMA_DRAFT_07, ...objectSchema(properties, required) };
}

/** The input of a tool that takes nothing. */
export const NO_INPUT: JsonSchema = toolInputSchema({});

/** How many items a listing returns; every list tool caps it the same way. */
export function limitProperty(noun: string, maximum: number, defaultValue: number): JsonSchema {
  return {
    type: "integer",
    minimum: 1,
    maximum,
    default: defaultValue,
    description: `Most ${noun} to return (1–${maximum}); defaults to ${defaultValue}.`,
  };
}

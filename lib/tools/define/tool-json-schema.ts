// A tool's input as the model and the reference receive it, derived once from its zod schema (issue 17,
// item 1) with zod's own converter: draft-07, the input's shape (a field with a default is optional), and
// the closed objects the seed's schemas are ("tools in a run", Schemas). Four things zod adds that say
// nothing to a model are left out, and every object lists `required`, empty or not.

import { z } from "zod";
import type { JsonSchema } from "@/lib/runtime/ports/tool-definition";
import { orderSchemaKeys } from "./order-schema-keys";

type Override = Parameters<NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"] & object>[0];

function dropZodNoise({ zodSchema, jsonSchema }: Override): void {
  const schema = jsonSchema as Record<string, unknown>;
  const type = (zodSchema as { _zod: { def: { type: string } } })._zod.def.type;
  // z.int() states JavaScript's safe-integer bounds; a bound the tool did not set is no bound to a model.
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  // z.email() and z.iso.datetime() state their `format` and, beside it, zod's own expression of that format;
  // the format says it to a model, and a `pattern` is kept only when the tool wrote one (`.regex()`).
  const formatPattern = (zodSchema as { _zod: { def: { pattern?: unknown } } })._zod.def.pattern;
  if (type === "string" && formatPattern instanceof RegExp && schema.format !== undefined && schema.pattern === formatPattern.source) delete schema.pattern;
  if (type === "record") {
    // A record's keys are always text in JSON; a record of anything is just an object.
    delete schema.propertyNames;
    const values = schema.additionalProperties;
    if (typeof values === "object" && values !== null && Object.keys(values).length === 0) delete schema.additionalProperties;
  }
  if (type === "object" && schema.properties !== undefined && schema.required === undefined) schema.required = [];
}

/** The JSON Schema of a tool's input, in the one key order (order-schema-keys.ts). */
export function toolJsonSchema(input: z.ZodObject): JsonSchema {
  const converted = z.toJSONSchema(input, { target: "draft-7", io: "input", unrepresentable: "throw", override: dropZodNoise });
  return orderSchemaKeys(converted) as JsonSchema;
}

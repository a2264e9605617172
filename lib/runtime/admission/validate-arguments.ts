// Seed "running tools" (ADR-246): before anything of a turn runs, each call's arguments are checked
// against the tool's schema. It refuses a missing required argument, a value of the wrong kind, a value
// outside an enum and an argument excluded by additionalProperties; it lets through what a tool reads
// after a cast ("5" for an integer), and the cast value is what the handler receives.

import Ajv, { type CodeOptions, type ErrorObject, type ValidateFunction } from "ajv";
import type { JsonSchema } from "../catalog/tool-definition";
import { compileUserPattern } from "../patterns/user-pattern";
import { castArguments } from "../offer/cast-arguments";
import { fieldPathText } from "./field-path";
import { validationSchemaOf } from "./validation-schema";

export type ArgumentCheck = { ok: true; value: Record<string, unknown> } | { ok: false; problems: string[] };

// A schema's `pattern` comes from a connector's server or a saved script's parameters, the text from a model:
// it runs on RE2 like every user pattern (issue 8, item 4). A pattern RE2 cannot compile is not judged, as
// validation-schema.ts leaves unjudged what the check cannot read.
const schemaPatterns: NonNullable<CodeOptions["regExp"]> = Object.assign(
  (source: string) => {
    const compiled = compileUserPattern(source);
    return { test: compiled.ok ? compiled.pattern.test : () => true, toString: () => `re2:${source}` };
  },
  { code: "compileUserPattern" },
);

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, useDefaults: false, code: { regExp: schemaPatterns } });
const compiled = new Map<string, ValidateFunction>();
const maxCompiled = 2000;

// A schema object is never reshaped once built (an offer's check schemas are kept per definition,
// build-offer.ts), so the same object finds its validator without being serialised again for the key.
const compiledBySchema = new WeakMap<JsonSchema, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  const known = compiledBySchema.get(schema);
  if (known) return known;
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    if (compiled.size >= maxCompiled) compiled.clear();
    validate = ajv.compile(validationSchemaOf(schema));
    compiled.set(key, validate);
  }
  compiledBySchema.set(schema, validate);
  return validate;
}

/** "/edits/0/oldText" → "edits[0].oldText" */
function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath.split("/").filter(Boolean).map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (child !== undefined) parts.push(child);
  return fieldPathText(parts);
}

const kindNames: Record<string, string> = {
  string: "text",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  null: "null",
};

function describeKind(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((name) => kindNames[String(name)] ?? String(name)).join(" or ");
}

function problemOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const subject = (path: string) => (path ? `"${path}"` : "The arguments");
  switch (error.keyword) {
    case "required":
      return `${subject(fieldPath(error.instancePath, String(params.missingProperty)))} is required.`;
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ");
      return `${subject(fieldPath(error.instancePath))} must be one of: ${allowed}.`;
    }
    case "type":
      return `${subject(fieldPath(error.instancePath))} must be ${describeKind(params.type)}.`;
    case "additionalProperties":
      return `${subject(fieldPath(error.instancePath, String(params.additionalProperty)))} is not an argument of this tool.`;
    case "const":
      return `${subject(fieldPath(error.instancePath))} must be ${JSON.stringify(params.allowedValue)}.`;
    default:
      return `${subject(fieldPath(error.instancePath))} ${error.message ?? "does not fit the schema"}.`;
  }
}

export function validateArguments(schema: JsonSchema, input: Record<string, unknown>): ArgumentCheck {
  const value = castArguments(schema, structuredClone(input));
  const validate = validatorFor(schema);
  if (validate(value)) return { ok: true, value };
  const problems = [...new Set((validate.errors ?? []).map(problemOf))];
  return { ok: false, problems };
}

/** Seed "running tools": the timeline shows a refused call as a failed step whose answer starts so. */
export const refusalPrefix = "Refused: the arguments do not match";

export function refusalText(problems: readonly string[]): string {
  return `${refusalPrefix} the tool's schema. ${problems.join(" ")}`;
}

import type { OpenApiDocument } from "./openapi-document";
import { OPERATION_METHODS } from "./operation-spec";

// The console's API reference page reads the document as these plain rows: one section per tag, each
// operation with its parameters, body and responses (the page renders the document, never a second list).

export type ReferenceSchema = { name: string | null; schema: unknown };
export type ReferenceParameter = { name: string; location: string; required: boolean; type: string; description: string | null };
export type ReferenceResponse = { status: string; description: string; mediaType: string | null; body: ReferenceSchema | null };
export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  parameters: ReferenceParameter[];
  body: ReferenceSchema | null;
  responses: ReferenceResponse[];
};
export type ReferenceSection = { tag: string; operations: ReferenceOperation[] };

type Loose = Record<string, unknown>;

const asRecord = (value: unknown): Loose => (typeof value === "object" && value !== null ? (value as Loose) : {});

/** A schema and, when it is a named component, that name (`#/components/schemas/Agent` → Agent). */
function referenceSchema(schema: unknown): ReferenceSchema {
  const reference = asRecord(schema).$ref;
  return { name: typeof reference === "string" ? reference.split("/").at(-1)! : null, schema };
}

function typeWords(schema: unknown): string {
  const record = asRecord(schema);
  if (Array.isArray(record.enum)) return record.enum.join(" | ");
  if (typeof record.type === "string") return record.type;
  return "value";
}

function parameterOf(value: unknown): ReferenceParameter {
  const parameter = asRecord(value);
  const description = parameter.description ?? asRecord(parameter.schema).description;
  return {
    name: String(parameter.name),
    location: String(parameter.in),
    required: parameter.required === true,
    type: typeWords(parameter.schema),
    description: typeof description === "string" ? description : null,
  };
}

function responseOf(status: string, value: unknown): ReferenceResponse {
  const response = asRecord(value);
  const [mediaType, media] = Object.entries(asRecord(response.content))[0] ?? [null, undefined];
  const schema = asRecord(media).schema;
  return { status, description: String(response.description ?? ""), mediaType, body: schema === undefined || mediaType !== "application/json" ? null : referenceSchema(schema) };
}

function operationOf(method: string, path: string, value: unknown): ReferenceOperation {
  const operation = asRecord(value);
  const body = asRecord(asRecord(asRecord(operation.requestBody).content)["application/json"]).schema;
  return {
    id: String(operation.operationId ?? `${method} ${path}`),
    method: method.toUpperCase(),
    path,
    summary: String(operation.summary ?? ""),
    access: String(operation.description ?? ""),
    parameters: (Array.isArray(operation.parameters) ? operation.parameters : []).map(parameterOf),
    body: body === undefined ? null : referenceSchema(body),
    responses: Object.entries(asRecord(operation.responses)).map(([status, response]) => responseOf(status, response)),
  };
}

/** The document's operations by tag, in the document's order. */
export function referenceSections(document: OpenApiDocument): ReferenceSection[] {
  const sections = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const tag = operation.tags?.[0] ?? "Other";
      sections.set(tag, [...(sections.get(tag) ?? []), operationOf(method, path, operation)]);
    }
  }
  return [...sections].map(([tag, operations]) => ({ tag, operations }));
}

/** The named schemas (Agent, Task, Error…) the operations refer to. */
export function referenceComponents(document: OpenApiDocument): { name: string; schema: unknown }[] {
  return Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({ name, schema }));
}

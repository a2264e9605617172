import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { ErrorBodySchema, errorCodesWithStatus } from "@/lib/contracts/api-error-schema";
import type { Permission } from "@/lib/server/auth/permissions";

// One /v1 operation as the document describes it, written beside the zod schemas the route itself uses
// (CONTRACT.md: GET /v1/openapi.json is "derived from the same schemas the routes use").

export const OPERATION_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type OperationMethod = (typeof OPERATION_METHODS)[number];

/** `public`: no credentials; `signed-in`: any session or token; else what route({ permission }) demands. */
export type OperationAccess = "public" | "signed-in" | Permission | readonly Permission[];

/** A success answer: JSON with a schema, no body (204, 303), or bytes of some other media type. */
export type SuccessResponse =
  | { status: number; description: string; schema: z.ZodType }
  | { status: number; description: string; empty: true }
  | { status: number; description: string; mediaType: string };

/** A JSON success answer: `answer(200, AgentSchema, "The agent.")`. */
export const answer = (status: number, schema: z.ZodType, description: string): SuccessResponse => ({ status, description, schema });

export type OperationSpec = {
  method: OperationMethod;
  /** OpenAPI's spelling, `/v1/agents/{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: OperationAccess;
  body?: z.ZodType;
  query?: z.ZodObject;
  success: readonly SuccessResponse[];
  /** Error statuses beyond those every route can answer (409 conflicts, 404 of a named thing, 429). */
  errors?: readonly number[];
};

const STATUS_WORDS: Record<number, string> = {
  400: "Bad request",
  401: "No credentials, or bad ones",
  403: "Not allowed for this caller, or a cross-site change",
  404: "Not found (also for another organisation's id)",
  409: "Conflict with the current state",
  413: "Body too large",
  415: "Body is not JSON",
  422: "Invalid request: details name each bad field",
  429: "Too many attempts",
  500: "Internal error",
};

/**
 * The error statuses route() itself can answer for this operation (lib/server/http/create-route.ts): the
 * declared size (413), the origin (403), the credentials (401, 403), the path and query text (400, 422), the
 * JSON body (400, 413, 415, 422), and the last resort (500); a change may also miss what it names (404) or clash (409).
 */
export function errorStatusesOf(spec: OperationSpec): number[] {
  const statuses = new Set<number>([400, 403, 413, 422, 500, ...(spec.errors ?? [])]);
  if (spec.access !== "public") statuses.add(401);
  if (spec.body !== undefined) statuses.add(415);
  if (spec.path.includes("{")) statuses.add(404);
  // A change names other things (an agent, a guild, a secret) that may be missing, or may clash with what is there.
  if (spec.method !== "get" && spec.access !== "public") [404, 409].forEach((status) => statuses.add(status));
  return [...statuses].sort((left, right) => left - right);
}

function errorResponse(status: number) {
  const codes = errorCodesWithStatus(status);
  const description = `${STATUS_WORDS[status] ?? "Error"}${codes.length > 0 ? ` (${codes.join(", ")})` : ""}.`;
  return { description, content: { "application/json": { schema: ErrorBodySchema } } };
}

function successResponse(response: SuccessResponse) {
  if ("schema" in response) return { description: response.description, content: { "application/json": { schema: response.schema } } };
  if ("mediaType" in response) return { description: response.description, content: { [response.mediaType]: { schema: z.string().meta({ format: "binary" }) } } };
  return { description: response.description };
}

const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

function securityOf(access: OperationAccess): Record<string, string[]>[] {
  if (access === "public") return [];
  return [{ bearerToken: [] }, { sessionCookie: [] }];
}

function accessWords(access: OperationAccess): string {
  if (access === "public") return "No credentials.";
  if (access === "signed-in") return "Any session or API token.";
  const permissions = typeof access === "string" ? [access] : access;
  return `Needs ${permissions.join(" or ")} (a token's scope and its user's role).`;
}

/** `get /v1/agents/{id}/offer` → `getAgentsIdOffer`: stable, and unique as long as paths are. */
function operationIdOf(spec: OperationSpec): string {
  const words = spec.path.replace(/^\/v1/, "").replace(/[{}]/g, "");
  return spec.method + words.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? "").toUpperCase());
}

export function toOperationObject(spec: OperationSpec): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const response of spec.success) responses[String(response.status) as `${1 | 2 | 3 | 4 | 5}${string}`] = successResponse(response);
  for (const status of errorStatusesOf(spec)) responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = errorResponse(status);
  const names = pathParameterNames(spec.path);
  const path = names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
  return {
    operationId: operationIdOf(spec),
    summary: spec.summary,
    description: accessWords(spec.access),
    tags: [spec.tag],
    security: securityOf(spec.access),
    ...(path || spec.query ? { requestParams: { ...(path ? { path } : {}), ...(spec.query ? { query: spec.query } : {}) } } : {}),
    ...(spec.body ? { requestBody: { required: true, content: { "application/json": { schema: spec.body } } } } : {}),
    responses,
  };
}

// Calls the real /v1 route handlers and checks each answer against GET /v1/openapi.json (issue 17, item 5:
// "a test checks every route's real responses against it, so it cannot drift"): the status must be one the
// operation documents, and the body must validate (ajv, JSON Schema 2020-12) against that status's schema.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/lib/server/openapi/openapi-document";
import { endpoints, type Endpoint } from "./route-table";

const document = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "openapi.json", components: document.components ?? {} });

type Method = "get" | "post" | "put" | "patch" | "delete";
type ResponseObject = { content?: Record<string, { schema?: unknown }> };

/** Which operations answered with a success and with an error, by `method path`. */
const exercised = new Map<string, { success: boolean; error: boolean }>();
const validators = new Map<string, ValidateFunction>();
let routes: (Endpoint & { openApiPath: string; fixed: number })[] | undefined;

async function routeFor(method: string, path: string) {
  routes ??= (await endpoints())
    .filter((endpoint) => !endpoint.refuses)
    .map((endpoint) => ({ ...endpoint, openApiPath: endpoint.template.replace(/:(\w+)/g, "{$1}"), fixed: endpoint.segments.filter((segment) => segment.kind === "fixed").length }))
    .sort((left, right) => right.fixed - left.fixed);
  const parts = path.split("/").slice(1);
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, index) => {
      if (segment.kind === "fixed") return segment.text === parts[index];
      params[segment.name] = decodeURIComponent(parts[index]!);
      return segment.kind === "param";
    });
    if (matches) return { route, params };
  }
  throw new Error(`no route answers ${method} ${path}`);
}

function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (validate === undefined) {
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));
    validators.set(key, validate);
  }
  return validate;
}

function check(method: Method, openApiPath: string, status: number, text: string): void {
  const operation = document.paths?.[openApiPath]?.[method];
  if (operation === undefined) throw new Error(`the document has no operation ${method} ${openApiPath}`);
  const response = operation.responses?.[String(status) as "200"] as ResponseObject | undefined;
  if (response === undefined) throw new Error(`${method} ${openApiPath} answered ${status}, a status the document does not list: ${text}`);
  const schema = response.content?.["application/json"]?.schema;
  if (response.content === undefined && text !== "") throw new Error(`${method} ${openApiPath} ${status} is documented without a body, but answered: ${text}`);
  if (schema === undefined) return;
  const validate = validatorFor(`${method} ${openApiPath} ${status}`, schema);
  const body: unknown = JSON.parse(text);
  if (!validate(body)) throw new Error(`${method} ${openApiPath} ${status} does not match the document: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 2_000)}`);
}

/** `rawBody`: sent as it is, with the content type `headers` give (POST /v1/mail/inbound takes message/rfc822). */
export type CallOptions = { token?: string; cookie?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/** Calls the route handler answering `method path`, checks its answer against the document, and records it. */
export async function call<Body = Record<string, unknown>>(method: Uppercase<Method>, path: string, options: CallOptions = {}) {
  const { route, params } = await routeFor(method, path.split("?")[0]!);
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie !== undefined) headers.set("cookie", options.cookie);
  const body = options.body === undefined ? options.rawBody : JSON.stringify(options.body);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const response = await route.handler(new Request(`http://local${path}`, { method, headers, body }), { params: Promise.resolve(params) });
  const text = await response.text();
  const lower = method.toLowerCase() as Method;
  check(lower, route.openApiPath, response.status, text);
  const key = `${lower} ${route.openApiPath}`;
  const seen = exercised.get(key) ?? { success: false, error: false };
  exercised.set(key, response.status < 400 ? { ...seen, success: true } : { ...seen, error: true });
  const contentType = response.headers.get("content-type") ?? "";
  return { status: response.status, headers: response.headers, body: (contentType.includes("json") && text !== "" ? JSON.parse(text) : null) as Body };
}

/** The document's operations of these tags that were not called with both a success and an error. */
export function unexercised(tags: readonly string[]): string[] {
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const operation = item[method];
      if (operation === undefined || !tags.some((tag) => operation.tags?.includes(tag))) continue;
      const seen = exercised.get(`${method} ${path}`);
      if (!seen?.success) missing.push(`${method} ${path} (no success)`);
      if (!seen?.error) missing.push(`${method} ${path} (no error)`);
    }
  }
  return missing;
}

/** How many operations this file called, for its report. */
export const exercisedCount = () => exercised.size;

/** The tags the conformance files cover between them; a tag outside them fails, so a new area is not skipped. */
export const CONFORMANCE_TAGS = {
  curation: ["Agents", "Guilds", "Tasks", "People", "Secrets", "Session", "Tools", "Reference"],
  runs: ["Runs", "Gates", "Playground", "Results", "Overview"],
  connectors: ["Connectors"],
  enterprise: ["Enterprise"],
  planning: ["Plans", "Briefs"],
  recommendations: ["Recommendations"],
  kpis: ["KPIs"],
  mail: ["Mail"],
} as const;

export function uncoveredTags(): string[] {
  const covered = new Set<string>(Object.values(CONFORMANCE_TAGS).flat());
  const tags = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []));
  return [...new Set(tags)].filter((tag) => !covered.has(tag));
}

import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { SESSION_COOKIE_NAME } from "@/lib/server/auth/session-cookie";
import { agentOperations } from "./agent-operations";
import { catalogOperations } from "./catalog-operations";
import { connectorOperations } from "./connector-operations";
import { enterpriseOperations } from "./enterprise-operations";
import { toOperationObject, type OperationSpec } from "./operation-spec";
import { kpiOperations } from "./kpi-operations";
import { mailOperations } from "./mail-operations";
import { peopleOperations } from "./people-operations";
import { planningOperations } from "./planning-operations";
import { recommendationOperations } from "./recommendation-operations";
import { runOperations } from "./run-operations";
import { unblockOperations } from "./unblock-operations";

// CONTRACT.md, Conventions: GET /v1/openapi.json is the OpenAPI 3.1 description of every /v1 route, derived
// from the same zod schemas the routes validate with and answer by.

/** Every /v1 operation; tests/unit/openapi checks it against the route files on disk, both ways. */
export const operationSpecs: readonly OperationSpec[] = [
  ...agentOperations,
  ...runOperations,
  ...connectorOperations,
  ...peopleOperations,
  ...catalogOperations,
  ...enterpriseOperations,
  ...planningOperations,
  ...recommendationOperations,
  ...kpiOperations,
  ...unblockOperations,
  ...mailOperations,
];

export type OpenApiDocument = ReturnType<typeof createDocument>;

function pathsOf(specs: readonly OperationSpec[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const spec of specs) paths[spec.path] = { ...paths[spec.path], [spec.method]: toOperationObject(spec) };
  return paths;
}

function buildDocument(): OpenApiDocument {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Tollgate API",
      version: "1",
      description: "A governed tool runtime for LLM agents. JSON in, JSON out; every error is {\"error\": {\"code\", \"message\", ...details}}.",
    },
    paths: pathsOf(operationSpecs),
    components: {
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer", description: "An API token: Authorization: Bearer <token>, with scopes." },
        sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE_NAME, description: "A browser's session, from POST /v1/session." },
      },
    },
  });
}

let built: OpenApiDocument | undefined;

/** Built once per process: the schemas do not change while it runs. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}

import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OperationEntry } from "@/app/(console)/api-reference/operation-entry";
import { openApiDocument } from "@/lib/server/openapi/openapi-document";
import { referenceSections } from "@/lib/server/openapi/reference-view";
import { routeOperations } from "./document-routes";

// Issue 17, item 5: the API describes itself, every route of it. A route file's method without an operation
// in the document fails here, and so does an operation no route file answers.

const document = openApiDocument();
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function documentOperations(): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, item]) => METHODS.filter((method) => item[method] !== undefined).map((method) => `${method} ${path}`))
    .sort();
}

describe("GET /v1/openapi.json", () => {
  it("is OpenAPI 3.1", () => {
    expect(document.openapi).toBe("3.1.0");
    const ids = Object.values(document.paths ?? {}).flatMap((item) => METHODS.flatMap((method) => item[method]?.operationId ?? []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has an operation for every method of every /v1 route file, and none without one", () => {
    const routes = routeOperations();
    expect(routes.length).toBeGreaterThan(50);
    expect(documentOperations()).toEqual(routes);
  });

  it("compiles every response schema as JSON Schema 2020-12, and every error is the one Error shape", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: "openapi.json", components: document.components ?? {} });
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
          const schema = "content" in response ? response.content?.["application/json"]?.schema : undefined;
          if (Number(status) >= 400) expect(schema, `${method} ${path} ${status}`).toEqual({ $ref: "#/components/schemas/Error" });
          if (schema === undefined) continue;
          const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));
          expect(() => ajv.compile(rooted), `${method} ${path} ${status}`).not.toThrow();
        }
      }
    }
  });

  it("names each error code of the closed set", () => {
    const error = document.components?.schemas?.Error as { properties: { error: { properties: { code: { enum: string[] } } } } };
    expect(error.properties.error.properties.code.enum).toEqual(expect.arrayContaining(["invalid_json", "unauthenticated", "forbidden", "not_found", "invalid_request", "gate_decided"]));
  });
});

describe("the console's API reference page", () => {
  const sections = referenceSections(document);

  it("shows every operation of the document once, by tag", () => {
    const shown = sections.flatMap((section) => section.operations.map((operation) => `${operation.method.toLowerCase()} ${operation.path}`)).sort();
    expect(shown).toEqual(documentOperations());
  });

  it("renders an operation's path parameters, query, body and responses", () => {
    const offer = sections.flatMap((section) => section.operations).find((operation) => operation.path === "/v1/agents/{id}/offer")!;
    expect(offer.parameters.map((parameter) => `${parameter.location} ${parameter.name}`)).toEqual(expect.arrayContaining(["path id", "query kind", "query taskId"]));
    const html = renderToStaticMarkup(createElement(OperationEntry, { operation: sections.flatMap((section) => section.operations).find((operation) => operation.id === "postAgents")! }));
    expect(html).toContain("/v1/agents");
    expect(html).toContain("Request body (application/json)");
    expect(html).toContain("201");
    expect(html).toContain("422");
  });
});

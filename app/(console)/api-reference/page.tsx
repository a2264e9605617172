import type { Metadata } from "next";
import { JsonView } from "@/components/ui/json-view";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { openApiDocument } from "@/lib/server/openapi/openapi-document";
import { referenceComponents, referenceSections } from "@/lib/server/openapi/reference-view";
import { requirePrincipal } from "../require-principal";
import { OperationEntry } from "./operation-entry";

export const metadata: Metadata = { title: "API reference" };

/** Issue 17, item 5: the /v1 API as GET /v1/openapi.json describes it, readable by every signed-in role. */
export default async function ApiReferencePage() {
  await requirePrincipal("/api-reference");
  const document = openApiDocument();
  const sections = referenceSections(document);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="API reference"
        description={
          <>
            Every /v1 operation, from the OpenAPI 3.1 document at{" "}
            <a className="font-mono text-sky-700 underline" href="/v1/openapi.json">
              /v1/openapi.json
            </a>
            . Errors are always {`{"error": {"code", "message"}}`}; the Error schema below lists every code.
          </>
        }
      />
      {sections.map((section) => (
        <Panel key={section.tag} title={section.tag} testId={`api-section-${section.tag.toLowerCase()}`}>
          {section.operations.map((operation) => (
            <OperationEntry key={operation.id} operation={operation} />
          ))}
        </Panel>
      ))}
      <Panel title="Schemas">
        {referenceComponents(document).map((component) => (
          <div key={component.name} id={`schema-${component.name}`} className="mb-3">
            <h3 className="mb-1 font-mono text-sm text-slate-900">{component.name}</h3>
            <JsonView value={component.schema} maxHeight="md" />
          </div>
        ))}
      </Panel>
    </div>
  );
}
